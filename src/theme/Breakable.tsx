import { breakPieces } from './word-breaks.ts';

/** Text whose long identifiers may wrap at their natural points (`<wbr>`; see word-breaks.ts). */
export function Breakable({ text }: { text: string }) {
  const pieces = breakPieces(text);
  if (pieces.length === 1) return text;
  return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [<wbr key={i} />, piece]));
}
