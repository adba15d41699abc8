// Where `docgen serve`'s server thread finds things. Computed here rather than imported: ../site.ts (projectRoot) loads
// a large part of the build's side of docgen, TypeDoc's models among it, and ../build.ts loads the theme, while this
// thread only serves, watches and talks to the build worker.
import path from 'node:path';

/** The project root holding site.config.ts, as ../site.ts's projectRoot resolves it. */
export function projectRoot(root?: string): string {
  return path.resolve(root ?? process.cwd());
}

/** docgen's own theme and browser code (the folders build.ts reads): a change to either restarts the renderer. */
export const THEME_DIR = path.resolve(import.meta.dirname, '../../theme');
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../client');
