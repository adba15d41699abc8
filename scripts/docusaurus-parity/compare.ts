// Compares the HTML facts of the two builds, page by page, and says each difference in words a reader can act on.
// Differences fail the parity run unless intended.ts covers them; notes do not. The notes are the API Reference's
// page facts: the TypeDoc plugin's Markdown pages become docgen's own API Reference (issue #23), whose routes,
// sidebar and components must match Docusaurus's but whose titles, headings and page chrome are docgen's own
// rendering of the same declarations.
import { sidebarFor, type DocusaurusFacts } from './docusaurus.ts';
import type { DocgenFacts } from './docgen.ts';
import type { PageFacts, SidebarEntry } from './facts.ts';
import { finding, type Finding } from './findings.ts';
import { MARKERS } from './markers.ts';

export interface Comparison {
  findings: Finding[];
  notes: string[];
  /** How many pages each check compared. */
  compared: Record<'routes' | 'pages' | 'sidebars' | 'components', number>;
}

const PAGE_FIELDS = ['title', 'h1', 'headings', 'toc', 'noindex', 'breadcrumbs', 'prev', 'next', 'paginationLabels', 'editUrl'] as const satisfies readonly (keyof PageFacts)[];

export function compare(docusaurus: DocusaurusFacts, docgen: DocgenFacts, leftOut: ReadonlyMap<string, string>): Comparison {
  const findings: Finding[] = [];
  const notes: string[] = [];

  // Every page Docusaurus builds, docgen must build too: a page docgen could not build is said with its error.
  for (const route of docusaurus.routes) {
    if (route in docgen.pages) continue;
    const error = leftOut.get(route);
    findings.push(finding('routes', [route], error === undefined ? 'missing in docgen' : `docgen could not build it: ${error}`));
  }
  for (const route of docgen.routes) if (!(route in docusaurus.pages)) findings.push(finding('routes', [route], 'only in docgen'));

  // The routes both built, each with both sides' page.
  const common = docusaurus.routes.flatMap((route) => {
    const ours = docusaurus.pages[route];
    const theirs = docgen.pages[route];
    return ours && theirs ? [{ route, ours, theirs }] : [];
  });
  for (const { route, ours, theirs } of common) {
    for (const field of PAGE_FIELDS) {
      const a = JSON.stringify(ours[field]);
      const b = JSON.stringify(theirs[field]);
      if (a === b) continue;
      if (ours.api) notes.push(`${route} ${field} (API page): Docusaurus ${a}, docgen ${b}`);
      else findings.push(finding('pages', [route], `${field}: Docusaurus ${a}\n${' '.repeat(field.length)}  docgen     ${b}`));
    }
  }

  // The same sidebar difference usually shows on every page of a sidebar: said once, with the pages it is on.
  const bySidebarDiff = new Map<string, string[]>();
  for (const { route, theirs } of common) {
    const expected = sidebarFor(docusaurus, route);
    const actual = theirs.sidebar;
    const a = expected ? flatten(expected) : ['(no sidebar)'];
    const b = actual ? flatten(actual) : ['(no sidebar)'];
    if (a.join('\n') === b.join('\n')) continue;
    const key = lineDiff(a, b).join('\n');
    bySidebarDiff.set(key, [...(bySidebarDiff.get(key) ?? []), route]);
  }
  for (const [diff, routes] of bySidebarDiff) findings.push(finding('sidebars', routes, `(- Docusaurus only, + docgen only; [category])\n${diff}`));

  for (const { route, ours, theirs } of common) {
    const lines = [
      ...ours.components.filter((name) => !theirs.components.includes(name)).map((name) => `missing in docgen: component data-demo="${name}"`),
      ...ours.markers.filter((name) => !theirs.markers.includes(name)).map((name) => `missing in docgen: ${name}`),
      ...theirs.components.filter((name) => !ours.components.includes(name)).map((name) => `only in docgen:    component data-demo="${name}"`),
      ...theirs.markers.filter((name) => !ours.markers.includes(name)).map((name) => `only in docgen:    ${name}`),
    ];
    for (const line of lines) findings.push(finding('components', [route], line));
  }

  return { findings, notes, compared: { routes: docusaurus.routes.length, pages: common.length, sidebars: common.length, components: common.length } };
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
  // Past either end the common subsequence is empty.
  const at = (i: number, j: number) => lcs[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    const row = lcs[i] ?? [];
    for (let j = b.length - 1; j >= 0; j--) row[j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(`  ${a[i++]}`);
      j++;
    } else if (j < b.length && (i === a.length || at(i, j + 1) >= at(i + 1, j))) out.push(`+ ${b[j++]}`);
    else out.push(`- ${a[i++]}`);
  }
  return out;
}
