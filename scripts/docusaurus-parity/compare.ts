// Compares what the two builds show, page by page, and says each difference in words a reader can act on.
// Differences fail the parity run; notes do not. The notes are the API Reference's page facts: the TypeDoc plugin's
// Markdown pages become docgen's own API Reference (issue #23), whose routes, sidebar and components must match
// Docusaurus's but whose titles, headings and page chrome are docgen's own rendering of the same declarations.
import { sidebarFor, type DocusaurusFacts } from './docusaurus.ts';
import type { DocgenFacts } from './docgen.ts';
import type { PageFacts, SidebarEntry } from './facts.ts';
import { MARKERS } from './markers.ts';

export interface Comparison {
  /** One line per difference, grouped under headings. */
  differences: string[];
  notes: string[];
  /** How many differences; `differences` also holds their headings and context lines. */
  count: number;
}

const PAGE_FIELDS = ['title', 'h1', 'headings', 'toc', 'noindex', 'breadcrumbs', 'prev', 'next', 'editUrl'] as const satisfies readonly (keyof PageFacts)[];

export function compare(docusaurus: DocusaurusFacts, docgen: DocgenFacts): Comparison {
  const differences: string[] = [];
  const notes: string[] = [];
  let count = 0;
  const section = (title: string, lines: string[], counted: number) => {
    if (lines.length === 0) return;
    differences.push(title, ...lines.map((line) => `  ${line}`));
    count += counted;
  };

  const missing = docusaurus.routes.filter((route) => !(route in docgen.pages));
  const extra = docgen.routes.filter((route) => !(route in docusaurus.pages));
  section(
    'Routes',
    [...missing.map((route) => `missing in docgen: ${route}`), ...extra.map((route) => `only in docgen:    ${route}`)],
    missing.length + extra.length,
  );

  const common = docusaurus.routes.filter((route) => route in docgen.pages);
  const pageLines: string[] = [];
  let pageCount = 0;
  for (const route of common) {
    const ours = docusaurus.pages[route];
    const theirs = docgen.pages[route];
    const lines: string[] = [];
    for (const field of PAGE_FIELDS) {
      const a = JSON.stringify(ours[field]);
      const b = JSON.stringify(theirs[field]);
      if (a === b) continue;
      if (ours.api) {
        notes.push(`${route} ${field} (API page): Docusaurus ${a}, docgen ${b}`);
        continue;
      }
      lines.push(`${field}: Docusaurus ${a}`, `${' '.repeat(field.length)}  docgen     ${b}`);
      pageCount++;
    }
    if (lines.length > 0) pageLines.push(route, ...lines.map((line) => `  ${line}`));
  }
  section('Pages (title, h1, h2/h3 ids, table of contents, noindex, breadcrumbs, previous/next, edit link)', pageLines, pageCount);

  // The same sidebar difference usually shows on every page of a sidebar: said once, with the pages it is on.
  const bySidebarDiff = new Map<string, string[]>();
  for (const route of common) {
    const expected = sidebarFor(docusaurus, route);
    const actual = docgen.pages[route].sidebar;
    const a = expected ? flatten(expected) : ['(no sidebar)'];
    const b = actual ? flatten(actual) : ['(no sidebar)'];
    if (a.join('\n') === b.join('\n')) continue;
    const key = lineDiff(a, b).join('\n');
    bySidebarDiff.set(key, [...(bySidebarDiff.get(key) ?? []), route]);
  }
  section(
    'Sidebars (- Docusaurus only, + docgen only; [category])',
    [...bySidebarDiff].flatMap(([diff, routes]) => [`on ${routes.length} page(s): ${routes.join(' ')}`, ...diff.split('\n').map((line) => `  ${line}`)]),
    [...bySidebarDiff.values()].reduce((sum, routes) => sum + routes.length, 0),
  );

  const componentLines: string[] = [];
  let componentCount = 0;
  for (const route of common) {
    const ours = docusaurus.pages[route];
    const theirs = docgen.pages[route];
    const missingHere = [
      ...ours.components.filter((name) => !theirs.components.includes(name)).map((name) => `component data-demo="${name}"`),
      ...ours.markers.filter((name) => !theirs.markers.includes(name)),
    ];
    const extraHere = [
      ...theirs.components.filter((name) => !ours.components.includes(name)).map((name) => `component data-demo="${name}"`),
      ...theirs.markers.filter((name) => !ours.markers.includes(name)),
    ];
    if (missingHere.length + extraHere.length === 0) continue;
    componentLines.push(route, ...missingHere.map((name) => `  missing in docgen: ${name}`), ...extraHere.map((name) => `  only in docgen:    ${name}`));
    componentCount += missingHere.length + extraHere.length;
  }
  section("Components' rendered output", componentLines, componentCount);

  return { differences, notes, count };
}

/**
 * Problems of the Docusaurus side that make the comparison meaningless: a marker no Docusaurus page shows is a
 * marker that no longer matches the fixture.
 */
export function checkDocusaurusFacts(docusaurus: DocusaurusFacts): string[] {
  const found = new Set(Object.values(docusaurus.pages).flatMap((page) => page.markers));
  return MARKERS.filter((marker) => !found.has(marker.name)).map(
    (marker) => `marker "${marker.name}" (${marker.selector}${marker.text ? ` containing "${marker.text}"` : ''}) is on no page Docusaurus built: update scripts/docusaurus-parity/markers.ts or the fixture`,
  );
}

/** A sidebar as lines: indentation for depth, categories in brackets, then the href. */
export function flatten(entries: SidebarEntry[], depth = 0): string[] {
  return entries.flatMap((entry) => {
    const line = `${'  '.repeat(depth)}${entry.items ? `[${entry.label}]` : entry.label}${entry.href ? `  ${entry.href}` : ''}`;
    return entry.items ? [line, ...flatten(entry.items, depth + 1)] : [line];
  });
}

/** A line diff of a against b by their longest common subsequence: '  ' both, '- ' a only, '+ ' b only. */
export function lineDiff(a: string[], b: string[]): string[] {
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(`  ${a[i++]}`);
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) out.push(`+ ${b[j++]}`);
    else out.push(`- ${a[i++]}`);
  }
  return out;
}
