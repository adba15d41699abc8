// The docs' tags file (src/render/load/tags-file.ts), read as Docusaurus reads tags.yml: a key alone is labelled by
// the key capitalised and found at the key in kebab case; a field it does not know, a value of the wrong type, or two
// tags at one permalink are errors at their line.
import { describe, expect, it } from 'vitest';
import { readTagsFile } from '../../../src/render/load/tags-file.ts';

const file = 'docs/tags.yml';

describe('tags.yml', () => {
  it('defaults a label and a permalink from the key, and keeps what is given', () => {
    const { tagsFile, diagnostics } = readTagsFile("release:\nsomeTag:\ngetting started:\nguide:\n  label: Guides\n  permalink: /all-guides\n  description: 'How to.'\n", file);
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(tagsFile!.tags)).toEqual({
      release: { label: 'Release', permalink: '/release' },
      someTag: { label: 'Sometag', permalink: '/some-tag' },
      'getting started': { label: 'Getting started', permalink: '/getting-started' },
      guide: { label: 'Guides', permalink: '/all-guides', description: 'How to.' },
    });
  });

  it('reports unknown fields, wrong types and shared permalinks at their lines', () => {
    const { tagsFile, diagnostics } = readTagsFile('a:\n  lable: A\nb:\n  label: [B]\nc:\n  permalink: /same\nd:\n  permalink: /same\ne: text\n', file);
    expect(tagsFile).toBeUndefined();
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [2, "tag 'a' has an unknown field 'lable'."],
      [4, "tag 'b': field 'label' should be a string."],
      [7, "tags 'c' and 'd' have the same permalink, /same."],
      [9, "tag 'e' should be a mapping with `label`, `description` and `permalink`, or nothing."],
    ]);
  });

  it('reads an empty file as no tags, and reports YAML it cannot read', () => {
    expect(readTagsFile('', file).tagsFile?.tags.size).toBe(0);
    expect(readTagsFile('a: [\n', file).diagnostics[0]).toMatchObject({ file, message: expect.stringMatching(/^tags\.yml is not valid YAML/) });
  });
});
