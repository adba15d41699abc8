// Whether a path lies in a folder: a name that begins with two dots is inside, `..` and what is above it is not.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside, relativeInside } from '../../../src/render/core/inside-folder.ts';

describe('relativeInside', () => {
  it('takes names that begin with two dots for what they are: names inside the folder', () => {
    expect(relativeInside('/site/build', '/site/build/..x.html')).toBe('..x.html');
    expect(relativeInside('/site/build', '/site/build/....html')).toBe('....html');
    expect(relativeInside('/site/build', '/site/build/a/..b/c.html')).toBe(path.join('a', '..b', 'c.html'));
    expect(relativeInside('/site/build', '/site/build')).toBe('');
  });

  it('finds no path inside for the folder above, a sibling or another tree', () => {
    expect(relativeInside('/site/build', '/site')).toBeUndefined();
    expect(relativeInside('/site/build', '/site/x.html')).toBeUndefined();
    expect(relativeInside('/site/build', '/site/build/../x.html')).toBeUndefined();
    expect(relativeInside('/site/build', '/elsewhere/x')).toBeUndefined();
  });
});

describe('isInside', () => {
  it('holds for what lies below the folder, not for the folder itself', () => {
    expect(isInside('/w', '/w/..project')).toBe(true);
    expect(isInside('/w', '/w')).toBe(false);
    expect(isInside('/w/project', '/w')).toBe(false);
  });
});
