// `_category_.json` / `.yml` files are read strictly: a file that does not parse, a field Docusaurus does not know or
// a value of the wrong type is an error naming the file and line.
import { describe, expect, it } from 'vitest';
import { readCategory } from '../../../src/render/load/categories.ts';

const problems = (text: string, file = 'content/docs/guide/_category_.json') => {
  const read = readCategory(text, file);
  return 'problems' in read ? read.problems : [];
};

describe('category files', () => {
  it('reads every field, JSON and YAML alike, with the line of each', () => {
    const json = readCategory('{\n  "label": "Guides",\n  "position": 2.5,\n  "link": { "type": "generated-index", "keywords": "guide" }\n}\n', 'c/_category_.json');
    expect(json).toEqual({
      meta: { label: 'Guides', position: 2.5, link: { type: 'generated-index', keywords: 'guide' } },
      lines: { label: 2, position: 3, link: 4, 'link.type': 4, 'link.keywords': 4 },
    });
    const yaml = readCategory('label: Guides\ncollapsed: false\ncollapsible: true\nclassName: red\ndescription: All of them.\ncustomProps:\n  icon: star\nlink:\n  type: doc\n  id: overview\n', 'c/_category_.yml');
    expect('meta' in yaml && yaml.meta).toEqual({ label: 'Guides', collapsed: false, collapsible: true, className: 'red', description: 'All of them.', customProps: { icon: 'star' }, link: { type: 'doc', id: 'overview' } });
    expect(readCategory('link: null\n', 'c/_category_.yml')).toMatchObject({ meta: { link: null } });
  });

  it('reads a file that starts with a byte order mark, as Docusaurus does', () => {
    // Some Windows editors save one: JSON.parse rejected it as "Unexpected token '\uFEFF'", a character no one can see.
    expect(readCategory('\uFEFF{"label": "Guides", "position": 1}', 'c/_category_.json')).toEqual({ meta: { label: 'Guides', position: 1 }, lines: { label: 1, position: 1 } });
    expect(readCategory('\uFEFFlabel: Guides\n', 'c/_category_.yml')).toMatchObject({ meta: { label: 'Guides' } });
  });

  it('reports JSON that does not parse with its line', () => {
    expect(problems('{\n  "label": "Guides",\n}\n')).toEqual([
      { severity: 'error', file: 'content/docs/guide/_category_.json', line: 3, message: expect.stringMatching(/^_category_\.json is not valid JSON: /) },
    ]);
  });

  it('reports YAML that does not parse with its line', () => {
    const [problem] = problems('label: Guides\nposition: [1\n', 'content/docs/guide/_category_.yml');
    expect(problem).toMatchObject({ file: 'content/docs/guide/_category_.yml', message: expect.stringMatching(/^_category_\.yml is not valid YAML/) });
    expect(problem?.line).toBeGreaterThanOrEqual(2);
  });

  it('reports an unknown field with its line and the field it probably meant', () => {
    expect(problems('{\n  "label": "Guides",\n  "colapsed": true\n}\n')).toEqual([
      {
        severity: 'error',
        file: 'content/docs/guide/_category_.json',
        line: 3,
        message: "_category_.json has an unknown field 'colapsed'.",
        hint: expect.stringMatching(/^Did you mean 'collapsed'\? The fields are `key`, `label`, `position`/),
      },
    ]);
    expect(problems('{\n  "link": {\n    "type": "generated-index",\n    "titel": "All"\n  }\n}\n')).toMatchObject([{ line: 4, message: "_category_.json has an unknown field 'link.titel'.", hint: expect.stringContaining("Did you mean 'title'?") }]);
  });

  it('reports a value of the wrong type, or an unknown link type, with its line', () => {
    expect(problems('{\n  "label": "Guides",\n  "position": "first"\n}\n')).toMatchObject([{ line: 3, message: "_category_.json: field 'position': expected number, received string." }]);
    expect(problems('{\n  "link": {\n    "type": "page",\n    "id": "x"\n  }\n}\n')).toMatchObject([{ line: 3, message: expect.stringContaining("field 'link.type'") }]);
  });
});
