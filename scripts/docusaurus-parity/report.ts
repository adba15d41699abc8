// The end of the parity run's output: one line per check with its counts, then the unintended differences (what
// fails the run), the intended ones with their reasons, and the screenshot pairs. A difference seen in several views
// of a route is said once, with the views.
import type { Check } from './intended.ts';
import type { Finding } from './findings.ts';

export interface CheckCounts {
  check: Check;
  /** What was compared, e.g. "39 pages" or "1,204 elements in 156 views". */
  compared: string;
}

const pad = (text: string, width: number) => text.padEnd(width);

/** Prints the report; returns how many differences are not intended. */
export function printReport(checks: CheckCounts[], findings: Finding[]): number {
  console.log('\nChecks (Docusaurus is the oracle; a difference is something docgen does not show as Docusaurus does):');
  for (const { check, compared } of checks) {
    const all = findings.filter((item) => item.check === check);
    const intended = all.filter((item) => item.intended).length;
    const unintended = all.length - intended;
    console.log(`  ${pad(check, 11)} ${pad(compared, 40)} ${unintended} unintended difference(s), ${intended} intended`);
  }

  const unintended = findings.filter((item) => !item.intended);
  if (unintended.length > 0) {
    console.log('\nDifferences (not intended):');
    printGrouped(unintended);
  }
  const intended = findings.filter((item) => item.intended);
  if (intended.length > 0) {
    console.log('\nIntended differences:');
    const reasons = [...new Set(intended.flatMap((item) => (item.intended ? [item.intended] : [])))];
    for (const reason of reasons) {
      const covered = intended.filter((item) => item.intended === reason);
      console.log(`  ${covered.length} on ${new Set(covered.flatMap((item) => item.routes)).size} route(s), checks ${[...new Set(covered.map((item) => item.check))].join(', ')}: ${reason.why}`);
    }
  }
  const pairs = [...new Set(findings.flatMap((item) => (item.screenshots ? [item.screenshots.join('\n    ')] : [])))];
  if (pairs.length > 0) {
    console.log(`\nScreenshot pairs (${pairs.length}; Docusaurus first, the elements concerned outlined in magenta):`);
    for (const pair of pairs) console.log(`  - ${pair}`);
  }
  return unintended.length;
}

/** Each difference once, with the pages and views it was seen on: the same one often shows on many. */
function printGrouped(findings: Finding[]): void {
  for (const check of new Set(findings.map((item) => item.check))) {
    console.log(`  ${check}:`);
    const byDetail = new Map<string, Map<string, string[]>>();
    for (const item of findings.filter((entry) => entry.check === check)) {
      const where = byDetail.get(item.detail) ?? new Map<string, string[]>();
      const routes = item.routes.join(' ');
      where.set(routes, [...(where.get(routes) ?? []), ...(item.view ? [item.view] : [])]);
      byDetail.set(item.detail, where);
    }
    for (const [detail, where] of byDetail) {
      const places = [...where].map(([routes, views]) => `${routes}${views.length ? ` [${views.join(', ')}]` : ''}`);
      const [first, ...rest] = detail.split('\n');
      if (places.length === 1) console.log(`    ${places[0]}: ${first}`);
      else console.log(`    ${first}\n      on ${places.length} pages: ${places.join('; ')}`);
      for (const line of rest) console.log(`      ${line}`);
    }
  }
}
