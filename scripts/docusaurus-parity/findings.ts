// A difference between the builds as the report shows it: its check, the routes and view it was seen on, what
// differs, and, when docgen differs on purpose, the entry of intended.ts that says why.
import { intendedFor, type Check, type IntendedDifference } from './intended.ts';

export interface Finding {
  check: Check;
  routes: string[];
  /** The viewport and colour mode, for the browser's checks. */
  view?: string;
  /** What differs; may span lines. */
  detail: string;
  intended?: IntendedDifference;
  /** The Docusaurus and docgen screenshots of the view it was seen in. */
  screenshots?: readonly [string, string];
}

/** A finding, marked intended when an entry of intended.ts covers every route it was seen on. */
export function finding(check: Check, routes: string[], detail: string, view?: string): Finding {
  const entries = routes.map((route) => intendedFor(check, route, detail));
  const intended = entries.every((entry) => entry !== undefined && entry === entries[0]) ? entries[0] : undefined;
  return { check, routes, detail, ...(view ? { view } : {}), ...(intended ? { intended } : {}) };
}
