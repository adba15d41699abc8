// The contracts the compiler holds (issue 43): a pipeline without one of its stages, or with a stage before one it
// needs, does not compile; nor does a stage that reads a product it does not need; nor a write to a page, the page
// graph, a sidebar or a route's view, all deeply read-only. Each probe is a copy of the real
// code with one thing broken, type-checked with the project's settings beside the real sources.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
// Outside the folders tsconfig.json includes, so that the project's own type check never meets a probe.
const PROBES = path.join(REPO, '.docgen-cache/type-probes');
const STAGES_DIR = path.join(REPO, 'src/render/stages');
afterAll(() => rmSync(PROBES, { recursive: true, force: true }));

const STAGES_SOURCE = readFileSync(path.join(STAGES_DIR, 'index.ts'), 'utf8').replaceAll("from './", `from '${STAGES_DIR}/`);

/** Type-checks each probe (name → source, importing the real stages) and returns each one's error messages. */
function typeErrors(probes: Record<string, string>): Record<string, string[]> {
  mkdirSync(PROBES, { recursive: true });
  const files = Object.entries(probes).map(([name, source]) => {
    const file = path.join(PROBES, `${name}.ts`);
    writeFileSync(file, source);
    return file;
  });
  const config = ts.getParsedCommandLineOfConfigFile(path.join(REPO, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = { ...config!.options, noUnusedLocals: false };
  // As tsc parses: doc comments only where they can hold an error (about a tenth of the program's CPU otherwise).
  const host = ts.createCompilerHost(options);
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const program = ts.createProgram(files, options, host);
  return Object.fromEntries(
    Object.keys(probes).map((name, i) => [name, ts.getPreEmitDiagnostics(program, program.getSourceFile(files[i]!)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))]),
  );
}

describe('the stage contracts, as the compiler holds them', () => {
  it('reject a pipeline without a stage, one with a stage before what it needs, a stage reading what it does not need, and a write to a page, the graph, a sidebar or a view', () => {
    const errors = typeErrors({
      readOnly: `import type { Page, PageView } from '${REPO}/src/shared/types.ts';
import type { PageGraph } from '${REPO}/src/render/graph/types.ts';
export function writes(page: Page, graph: PageGraph, view: PageView): void {
  page.title = 'x';
  page.headings.push({ depth: 2, id: 'x', text: 'x' });
  page.frontmatter.keywords = [];
  graph.pages.set('/x', page);
  const [item] = graph.sidebars.guide ?? [];
  if (item) item.label = 'x';
  if (item?.type === 'category') item.items.push(item);
  view.sidebarId = 'x';
  if (view.nav.prev) view.nav.prev.href = '/x';
}
`,
      whole: STAGES_SOURCE,
      missing: STAGES_SOURCE.replace(/^\s*writeStage,\n/m, ''),
      misordered: STAGES_SOURCE.replace(/^\s*configStage,\n\s*outputStage,\n/m, '  outputStage,\n  configStage,\n'),
      undeclared: `import { defineStage } from '${STAGES_DIR}/stage.ts';
export const probe = defineStage({
  name: 'links',
  needs: ['graph'],
  async run({ graph, render }) {
    return { problems: graph.warnings.concat(render.errors) };
  },
});
`,
    });
    expect(errors.whole).toEqual([]);
    // One error for each of the eight writes, in order.
    expect(errors.readOnly).toEqual([
      "Cannot assign to 'title' because it is a read-only property.",
      expect.stringMatching(/^Property 'push' does not exist on type 'readonly \{ readonly depth: number;/),
      "Cannot assign to 'keywords' because it is a read-only property.",
      expect.stringMatching(/^Property 'set' does not exist on type 'ReadonlyMap</),
      "Cannot assign to 'label' because it is a read-only property.",
      expect.stringMatching(/^Property 'push' does not exist on type 'readonly \(\{ readonly className/),
      "Cannot assign to 'sidebarId' because it is a read-only property.",
      "Cannot assign to 'href' because it is a read-only property.",
    ]);
    expect(errors.missing!.join('\n')).toContain('"missing stage: write"');
    expect(errors.misordered!.join('\n')).toContain('"stage output needs config, which does not come before it"');
    expect(errors.undeclared!.join('\n')).toMatch(/Property 'render' does not exist/);
  });
});
