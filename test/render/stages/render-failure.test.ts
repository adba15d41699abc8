// A page whose render throws fails the build with an error naming its source file and route (DEVELOPERS.md: bad
// input gets a clear error naming the file), not with a bare stack: the Docusaurus parity script reads that line to
// tell which page docgen could not build, and builds the rest without it.
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

describe('a page whose render throws', () => {
  it('fails the build with an error diagnostic naming the page', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/docs/guide/03-Broken.mdx': "---\ntitle: Broken\n---\nBefore.\n\n{(() => { throw new Error('the expression broke'); })()}\n",
    });
    const error = await build({ root, logger: silentLogger, write: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', file: 'content/docs/guide/03-Broken.mdx', message: expect.stringMatching(/^rendering \/docs\/guide\/Broken failed\b.*the expression broke/) }),
    ]);
  });
});
