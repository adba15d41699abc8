// The depth limit on the site's components (src/render/core/component-depth.ts) in a `.tsx` page, which had none:
// React's server renderer cut the page short where its stack ran out, and the build published it with exit 0.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError, formatDiagnostic } from '../../../src/render/core/diagnostics.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

describe('a .tsx page whose components render each other without end', () => {
  it('fails the build with the page and the chain of components, and publishes nothing', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/pages/cycle.tsx':
        'function A(): JSX.Element {\n  return <span>A<B /></span>;\n}\nfunction B(): JSX.Element {\n  return <span>B<A /></span>;\n}\nexport default function Cycle() {\n  return <div><p>before</p><A /></div>;\n}\n',
    });
    const error = await build({ root, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^error content\/pages\/cycle\.tsx: rendering \/docs\/cycle failed: components nest more than 200 deep: (A → B → A|B → A → B) \(and again\)/),
    ]);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('renders a .tsx page whose components nest deep but end', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/pages/tree.tsx': 'function Tree({ depth }: { depth: number }): JSX.Element {\n  return depth ? <i><Tree depth={depth - 1} /></i> : <b>leaf</b>;\n}\nexport default function Page() {\n  return <Tree depth={150} />;\n}\n',
    });
    await build({ root, logger: silentLogger });
    expect(existsSync(path.join(root, 'build/tree.html'))).toBe(true);
  });
});
