// Compares what a reader sees of one route in one view in the two builds (view-facts.ts), check by check. Docusaurus
// is the oracle: what it shows, docgen must show; what docgen adds is its own. Each difference names its check, so
// that the report counts them per check and the intended ones (intended.ts) are told apart.
import type { ElementKind } from './themes.ts';
import type { ElementFact, ItemFact, ViewFacts } from './view-facts.ts';

export type BrowserCheck = 'elements' | 'colours' | 'errors' | 'text';

export interface ViewDifference {
  check: BrowserCheck;
  detail: string;
  /** The `data-parity` marks of the elements concerned, to outline in the screenshots. */
  marks: string[];
}

export interface ViewComparison {
  differences: ViewDifference[];
  /** How many things each check compared in this view. */
  compared: Record<BrowserCheck, number>;
}

/** The issue's tolerances: each side of a box within 15 %, the main column's words within 5 %. */
export const SIZE_TOLERANCE = 0.15;
export const TEXT_TOLERANCE = 0.05;

export function compareView(docusaurus: ViewFacts, docgen: ViewFacts): ViewComparison {
  const differences: ViewDifference[] = [];
  const compared: Record<BrowserCheck, number> = { elements: 0, colours: 0, errors: 0, text: 0 };

  // Elements: the n-th element of a kind Docusaurus shows against docgen's n-th of that kind.
  const byKind = (facts: ViewFacts) => {
    const groups = new Map<ElementKind, ElementFact[]>();
    for (const element of facts.elements) groups.set(element.kind, [...(groups.get(element.kind) ?? []), element]);
    return groups;
  };
  const theirs = byKind(docgen);
  for (const [kind, ours] of byKind(docusaurus)) {
    for (const expected of ours) {
      if (!expected.shown) continue;
      compared.elements++;
      const actual = theirs.get(kind)?.[expected.index];
      const problem = elementProblem(expected, actual);
      if (problem) differences.push({ check: 'elements', detail: `${describe(kind, expected)}: ${problem}`, marks: [`${kind}-${expected.index}`] });
    }
  }

  // Colours: the colour mode itself, then each link Docusaurus draws in the primary colour, then the active items.
  compared.colours++;
  if (docgen.dark !== docusaurus.dark) differences.push({ check: 'colours', detail: `colour mode: Docusaurus ${mode(docusaurus)}, docgen ${mode(docgen)}`, marks: [] });
  const primary = docusaurus.primary;
  const unmatched = new Map<string, string[]>();
  for (const link of docgen.links) unmatched.set(link.href, [...(unmatched.get(link.href) ?? []), link.color]);
  for (const link of docusaurus.links) {
    if (!link.shown || link.color !== primary) continue;
    compared.colours++;
    const color = unmatched.get(link.href)?.shift();
    if (color === undefined) differences.push({ check: 'colours', detail: `link ${link.href}: not in docgen's main column`, marks: [] });
    else if (color !== primary) differences.push({ check: 'colours', detail: `link ${link.href}: ${color}, not the primary colour ${primary}`, marks: [] });
  }
  for (const [what, expected, actual] of [
    ['active sidebar item', docusaurus.activeSidebar, docgen.activeSidebar],
    ['active navbar item', docusaurus.activeNavbar, docgen.activeNavbar],
  ] as const) {
    if (!expected?.shown) continue;
    compared.colours++;
    const problem = itemProblem(actual, primary);
    if (problem) differences.push({ check: 'colours', detail: `${what} "${expected.label}": ${problem}`, marks: [] });
  }

  // Text: the words of the main column, in order.
  compared.text++;
  const ratio = wordDifference(docusaurus.text, docgen.text);
  if (ratio.share > TEXT_TOLERANCE) {
    differences.push({
      check: 'text',
      detail: `main column text differs by ${(ratio.share * 100).toFixed(1)} % of Docusaurus's ${ratio.words} words (limit ${TEXT_TOLERANCE * 100} %)${ratio.sample ? `: ${ratio.sample}` : ''}`,
      marks: [],
    });
  }
  return { differences, compared };
}

function elementProblem(expected: ElementFact, actual: ElementFact | undefined): string | null {
  if (!actual) return 'missing in docgen';
  if (!actual.shown) return `hidden in docgen (${actual.width}×${actual.height})`;
  const off = (a: number, b: number) => Math.abs(a - b) > SIZE_TOLERANCE * b;
  if (off(actual.width, expected.width) || off(actual.height, expected.height)) return `docgen ${actual.width}×${actual.height}, beyond ±${SIZE_TOLERANCE * 100} %`;
  return null;
}

function itemProblem(actual: ItemFact | null, primary: string): string | null {
  if (!actual) return 'docgen marks no such item';
  if (actual.color !== primary) return `docgen ${actual.color}, not the primary colour ${primary}`;
  return null;
}

const describe = (kind: ElementKind, element: ElementFact) => `${kind} #${element.index + 1}${element.label ? ` "${element.label}"` : ''} (Docusaurus ${element.width}×${element.height})`;
const mode = (facts: ViewFacts) => (facts.dark ? 'dark' : 'light');

/**
 * The share of words that differ between the two texts: the words of either that the other lacks, in order (by their
 * longest common subsequence), over Docusaurus's words; with a few of the words docgen lacks, to say what.
 */
export function wordDifference(expected: string, actual: string): { share: number; words: number; sample: string } {
  const a = expected.split(' ').filter(Boolean);
  const b = actual.split(' ').filter(Boolean);
  if (a.length === 0) return { share: b.length === 0 ? 0 : 1, words: 0, sample: '' };
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = a.length - 1; i >= 0; i--) {
    const row = new Array<number>(b.length + 1).fill(0);
    // Past either end the common subsequence is empty.
    for (let j = b.length - 1; j >= 0; j--) row[j] = a[i] === b[j] ? (previous[j + 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, row[j + 1] ?? 0);
    previous = row;
  }
  const common = previous[0] ?? 0;
  const lacking = new Set(b);
  const sample = a.filter((word) => !lacking.has(word)).slice(0, 8);
  const extra = new Set(a);
  const added = b.filter((word) => !extra.has(word)).slice(0, 8);
  const parts = [sample.length ? `docgen lacks "${sample.join(' ')}"` : '', added.length ? `docgen adds "${added.join(' ')}"` : ''].filter(Boolean);
  return { share: (a.length - common + (b.length - common)) / a.length, words: a.length, sample: parts.join('; ') };
}
