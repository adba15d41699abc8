// A text made into a regular expression that matches it and nothing else (staging folders' names, search excerpts,
// API anchors, the `.mdx` pages' entry points).
import { expect, it } from 'vitest';
import { escapeRegExp } from '../../src/shared/escape-regexp.ts';

it('matches every special character literally', () => {
  const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o /docs/x.mdx?docgen-page';
  const re = new RegExp(`^${escapeRegExp(text)}$`);
  expect(re.test(text)).toBe(true);
  expect(re.test(text.replace('.', 'X'))).toBe(false);
  expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
});
