import { describe, expect, it } from 'vitest';
import { present } from '../../src/shared/present.ts';

// Issue 43: an invariant the compiler cannot see is checked where it is used, not asserted with `!`.
describe('present', () => {
  it('gives back a value that is there, falsy ones included', () => {
    expect(present('route', 'a route')).toBe('route');
    expect(present(0, 'a count')).toBe(0);
    expect(present('', 'a name')).toBe('');
  });

  it('throws at once, naming what was expected, when the value is missing', () => {
    expect(() => present(undefined, 'a page at /docs/intro')).toThrow('internal error: expected a page at /docs/intro');
    expect(() => present(null, 'the parts of /docs/intro')).toThrow('internal error: expected the parts of /docs/intro');
  });
});
