// Which of the packages a site module's compile bundled must be left to Node after all. A Docusaurus config's installed
// packages are bundled into its compiled module (../config/docusaurus/stand-ins.ts): left to Node, each of their files
// was resolved, read and compiled on every build (rehype-katex and its dependencies are some 60 modules: 50 ms of a
// 0.5 s warm build). A package stays with Node when a file of it that the compile bundled finds its own files at run
// time (`import.meta`, `__dirname`, `__filename`, `require.resolve`) or loads a module it names only at run time
// (`require(name)`, `import(name)`): bundled, those would look beside the compiled module instead of in the package.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SELF_LOCATING = /\bimport\.meta\b|\b__dirname\b|\b__filename\b|\brequire\.resolve\b/;
/** `require(` or `import(` followed by anything but a string literal. */
const COMPUTED_LOAD = /\b(?:require|import)\s*\(\s*[^'"`\s)]/;
const SCRIPT = /\.[cm]?[jt]sx?$/;

/** The packages (`katex`, `@scope/name`) of the bundled `inputs` (file paths) that must be left to Node. */
export function packagesLeftToNode(inputs: readonly string[]): string[] {
  const found = new Set<string>();
  for (const input of inputs) {
    const pkg = packageOf(input);
    if (pkg === undefined || found.has(pkg) || !SCRIPT.test(input)) continue;
    let text: string;
    try {
      text = readFileSync(input, 'utf8');
    } catch {
      continue;
    }
    if (SELF_LOCATING.test(text) || COMPUTED_LOAD.test(text)) found.add(pkg);
  }
  return [...found].sort();
}

/** The package a file lies in (after its last `node_modules` folder), or undefined for a file of no package. */
export function packageOf(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const first = parts[at + 1] ?? '';
  return first.startsWith('@') ? path.posix.join(first, parts[at + 2] ?? '') : first;
}
