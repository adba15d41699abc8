// A fixture site whose build cannot end before the test says so: its config waits for a file (the gate) to exist,
// so a test can ask a server what it answers during a build without racing the build. Bounded: a config still
// waiting after two minutes throws, naming the gate.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseConfig, baseFiles, fixtureSite } from './fixture-site.ts';

export function gatedSite(files: Record<string, string> = baseFiles): { root: string; openGate(): void } {
  const root = fixtureSite(files);
  const gate = path.join(root, 'gate');
  writeFileSync(
    path.join(root, 'site.config.ts'),
    [
      "import { existsSync } from 'node:fs';",
      `const gate = ${JSON.stringify(gate)};`,
      'for (let i = 0; !existsSync(gate); i++) {',
      '  if (i > 6000) throw new Error(`the test never created ${gate}`);',
      '  await new Promise((resolve) => setTimeout(resolve, 20));',
      '}',
      `export default ${JSON.stringify(baseConfig)};`,
    ].join('\n'),
  );
  return { root, openGate: () => writeFileSync(gate, '') };
}
