import path from 'node:path';

/** The project root holding site.config.ts or docusaurus.config.ts: the given folder, or the current one. */
export function projectRoot(root?: string): string {
  return path.resolve(root ?? process.cwd());
}
