// docgen's own TypeScript, where it runs through tsx (the build worker of `docgen serve`, a thread or the CLI whose
// bundle esbuild could not make), compiles with docgen's tsconfig, never the site's. tsx otherwise takes the
// tsconfig.json of the working directory: a site whose tsconfig does not cover docgen's files (its `include` names
// only its own folders, or docgen sits in node_modules) made the theme compile with the classic JSX runtime, and
// every page `docgen serve` rendered after an edit failed with "React is not defined".
import { fileURLToPath } from 'node:url';

const DOCGEN_TSCONFIG = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));

/** Registers tsx's loader for this thread, with docgen's tsconfig. */
export async function registerTsx() {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: DOCGEN_TSCONFIG });
}
