// Where a long identifier may wrap: API names like `SIMULATOR_HAND_COMMON_BIOMECHANICAL_CONSTRAINTS_DEGREES` or
// `getProjectedDepthViewPositionFromWorldPosition` have no space to break at, so a narrow column (a phone, the sidebar,
// the table of contents) would overflow or cut them. Both the theme (React) and the API pages (HAST) mark the same
// points with `<wbr>`, which copies as nothing: selecting the name still gives the exact identifier.

/** Words shorter than this fit every column the site has; they are left alone. */
const MIN_LENGTH = 12;
/** No piece shorter than this on either side of a break (`I|Simulator` would read worse than no break). */
const MIN_PIECE = 2;

/**
 * Splits `text` into pieces with a break opportunity between each two: inside each long word, at a camelCase hump
 * (`get|Projected`), before the last capital of an acronym (`XR|Depth`), after a run of `_` (`HAND_|COMMON`) and
 * before a `.` (`THREE|.Object3D`). Joining the pieces gives `text` back.
 */
export function breakPieces(text: string): string[] {
  const pieces = [''];
  for (const token of text.split(/(\s+)/)) {
    let from = 0;
    if (token.length >= MIN_LENGTH) {
      for (let i = MIN_PIECE; i <= token.length - MIN_PIECE; i++) {
        if (i - from < MIN_PIECE || !isBreak(token, i)) continue;
        pieces[pieces.length - 1] += token.slice(from, i);
        pieces.push('');
        from = i;
      }
    }
    pieces[pieces.length - 1] += token.slice(from);
  }
  return pieces;
}

function isBreak(word: string, i: number): boolean {
  const prev = word.charAt(i - 1);
  const c = word.charAt(i);
  const next = word.charAt(i + 1);
  if (prev === '_') return c !== '_' && /[^_]/.test(word.slice(0, i));
  if (c === '.') return prev !== '.';
  if (/[a-z]/.test(prev) && /[A-Z]/.test(c)) return true;
  return /[A-Z0-9]/.test(prev) && /[A-Z]/.test(c) && /[a-z]/.test(next);
}
