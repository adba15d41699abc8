// Cold and warm build times of both builds, measured in the same run on the same machine, against the issue's
// targets: docgen within 1/5 of Docusaurus cold, 1/20 warm. Cold means without any cache a build keeps between runs
// (Docusaurus: .docusaurus, the Rspack persistent cache in node_modules/.cache and the TypeDoc plugin's generated
// docs/api; docgen: .docgen-cache); warm is the same build again straight after, nothing changed.
import { rmSync } from 'node:fs';
import path from 'node:path';

export interface BuildTimes {
  coldMs: number;
  warmMs: number;
}

export const TARGETS = { cold: 5, warm: 20 } as const;

export function clearDocusaurusCaches(site: string): void {
  for (const dir of ['.docusaurus', 'node_modules/.cache', 'docs/api']) rmSync(path.join(site, dir), { recursive: true, force: true });
}

export function clearDocgenCache(site: string): void {
  rmSync(path.join(site, '.docgen-cache'), { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The timing lines of the report: each build's figures, and each ratio against its target. */
export function timingLines(docusaurus: BuildTimes & { label: string }, docgen: BuildTimes & { label: string }): string[] {
  const line = (what: 'cold' | 'warm', a: number, b: number) => {
    const ratio = a / b;
    const verdict = ratio >= TARGETS[what] ? 'target met' : 'target MISSED';
    return `  ${what}: docgen ${seconds(b)}, Docusaurus ${seconds(a)}: docgen takes 1/${ratio.toFixed(1)} of Docusaurus's time (target 1/${TARGETS[what]}: ${verdict})`;
  };
  return [
    `Build times in this run (${docgen.label}; ${docusaurus.label}):`,
    line('cold', docusaurus.coldMs, docgen.coldMs),
    line('warm', docusaurus.warmMs, docgen.warmMs),
  ];
}
