// The depth limit on the site's components (src/render/core/component-depth.ts) in a `.tsx` page, which had none:
// React's server renderer cut the page short where its stack ran out, and the build published it with exit 0. Run as
// a user runs it, through bin/docgen: the limit wraps the React that docgen's own process loads (its production build),
// which a test process that has loaded React itself does not share.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseFiles, fixtureSite } from '../helpers/fixture-site.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

function build(root: string): Promise<{ code: number; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO, 'bin/docgen'), 'build', '--root', root, '--quiet'], { cwd: REPO, timeout: 120_000 }, (error, _out, err) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, err });
    });
  });
}

describe('a .tsx page whose components render each other without end', () => {
  it('fails the build with the page and the chain of components, and publishes nothing', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/pages/cycle.tsx':
        'function A(): JSX.Element {\n  return <span>A<B /></span>;\n}\nfunction B(): JSX.Element {\n  return <span>B<A /></span>;\n}\nexport default function Cycle() {\n  return <div><p>before</p><A /></div>;\n}\n',
    });
    const { code, err } = await build(root);
    expect(err.trim()).toMatch(/^error content\/pages\/cycle\.tsx: rendering \/docs\/cycle failed: components nest more than 200 deep: (A → B → A|B → A → B) \(and again\)/);
    expect(code).toBe(1);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('renders a .tsx page whose components nest deep but end', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/pages/tree.tsx': 'function Tree({ depth }: { depth: number }): JSX.Element {\n  return depth ? <i><Tree depth={depth - 1} /></i> : <b>leaf</b>;\n}\nexport default function Page() {\n  return <Tree depth={150} />;\n}\n',
    });
    expect((await build(root)).code).toBe(0);
    expect(existsSync(path.join(root, 'build/tree.html'))).toBe(true);
  });
});
