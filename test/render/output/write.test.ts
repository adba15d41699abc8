// Writing the site (src/render/output/write.ts): a file of the static folder that lands where docgen writes one of
// its own (a page's HTML or Markdown copy, llms.txt, sitemap.xml) fails the build, naming it; one of them was dropped
// without a word, with exit 0, and the last site stays.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

describe('a static file where docgen writes a file of its own', () => {
  it('fails the build, naming the static file and what takes its place, and leaves the last site', async () => {
    const root = fixtureSite(baseFiles);
    await build({ root, logger: silentLogger });
    const home = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    const place = (file: string) => {
      mkdirSync(path.dirname(path.join(root, 'content/static', file)), { recursive: true });
      writeFileSync(path.join(root, 'content/static', file), `mine: ${file}\n`);
    };
    for (const file of ['llms.txt', 'index.html', 'guide/First.md']) place(file);
    const error = await build({ root, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const problems = (error as BuildError).diagnostics.map((d) => `${d.file}: ${d.message}`).sort();
    expect(problems).toEqual([
      expect.stringMatching(/^content\/static\/guide\/First\.md: docgen writes guide\/First\.md itself/),
      expect.stringMatching(/^content\/static\/index\.html: docgen writes index\.html itself/),
      expect.stringMatching(/^content\/static\/llms\.txt: docgen writes llms\.txt itself/),
    ]);
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(home);
  });
});
