import { describe, expect, it } from 'vitest';
import { isRecord } from '../../src/shared/is-record.ts';

// Issue 43: data docgen did not type itself (a cache file read back, a frontmatter) is checked, not cast.
describe('isRecord', () => {
  it('takes objects whose fields are read by name', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(JSON.parse('{"key":"k","files":[]}'))).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it('refuses what has no named fields to read: nothing, primitives, lists and dates', () => {
    for (const value of [undefined, null, 0, 'text', true, [], [1, 2], new Date(0)]) expect(isRecord(value)).toBe(false);
  });
});
