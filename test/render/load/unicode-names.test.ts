// File names in either Unicode form (issue 45, N45): macOS stores `é` as `e` and a combining accent (NFD), an author
// types one character (NFC). A link typed in one form to a file named in the other failed with "no page at
// /docs/guide/Résumé. Closest existing routes: /docs/guide/Résumé", and the preview answered only the stored form.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { preview } from '../../../src/render/serve/preview.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';
import { request } from '../../serve/http.ts';

const nfd = 'Re\u0301sume\u0301';
const nfc = 'Résumé';

describe('file names in NFC and NFD', () => {
  it('are one route in NFC: links in either form build, and the preview answers either form', async () => {
    expect(nfd).not.toBe(nfc);
    expect(nfd.normalize('NFC')).toBe(nfc);
    const root = fixtureSite({
      ...baseFiles,
      [`content/docs/guide/${nfd}.md`]: '---\ntitle: CV\n---\n## Past work\n\nText.\n',
      'content/docs/guide/Café.md': '---\ntitle: Cafe\n---\nText.\n',
      [`content/static/${nfd}.txt`]: 'a static file named in NFD\n',
      'content/docs/guide/Links.md': [
        '---\ntitle: Links\n---',
        `[typed in NFC](/guide/${nfc}#past-work), [typed in NFD](/guide/${nfd})`,
        `[its file, in NFC](./${nfc}.md), [its file, in NFD](./${nfd}.md)`,
        `[the other way round](/guide/${'Café'.normalize('NFD')}), [a static file](/${nfc}.txt)`,
        '',
      ].join('\n\n'),
    });
    await build({ root, logger: silentLogger });
    expect(existsSync(path.join(root, `build/guide/${nfc}.html`))).toBe(true);
    const server = await preview({ root, outDir: 'build', port: 0, host: '127.0.0.1', compress: false });
    try {
      for (const name of [nfc, nfd]) expect((await request(server.port, `/docs/guide/${encodeURIComponent(name)}`)).status, name).toBe(200);
      for (const name of [nfc, nfd]) expect((await request(server.port, `/docs/${encodeURIComponent(name)}.txt`)).status, name).toBe(200);
    } finally {
      await server.close();
    }
  });
});
