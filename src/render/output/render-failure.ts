// A route that could not be rendered, as a problem naming the page, and where its stack shows it, the site's code that
// failed: a component of an `.mdx` page's module by name and by its own file and line (through the map beside the
// module, ../assets/page-modules.ts), or an expression of the page by its line. It used to end `docgen build` with a
// stack trace from the compiled module, naming no page. The failures authors meet most get what to do.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import { EXPRESSION_FUNCTION, moduleMapFile } from '../assets/page-modules.ts';
import { firstStackLine } from '../core/failures.ts';
import { CACHE, CACHE_FOLDER_PATTERN } from '../core/cache-namespaces.mjs';

/**
 * A stack frame in a page's module: `at Name (file:///…/.docgen-cache/mdx/<key>.mjs:1:99)` as Node names an ES
 * module, or its path alone (vitest's runner), or without a name.
 */
const MODULE_FRAME = new RegExp(`^\\s*at (?:(\\S+) \\()?(?:file://)?(/.*?[\\\\/]${CACHE_FOLDER_PATTERN}[\\\\/]${CACHE.mdx.path}[\\\\/][^\\\\/]+\\.mjs):(\\d+):(\\d+)\\)?$`);

/** docgen's own sources. */
const SRC_DIR = path.resolve(import.meta.dirname, '..', '..') + path.sep;

const BROWSER_ONLY = /\b(window|document|navigator|localStorage|sessionStorage|location) is not defined\b/;

interface Failure {
  message: string;
  stack?: string;
}

export function renderFailure(route: string, sourceFile: string | undefined, failure: Failure, root: string): Diagnostic {
  const place = sitePlace(failure.stack, root);
  const where = place?.kind === 'expression' ? ` in the expression on line ${place.line}` : place?.kind === 'component' ? ` in <${place.name}>${place.at ? ` (${place.at})` : ''}` : '';
  return {
    severity: 'error',
    file: sourceFile,
    ...(place?.kind === 'expression' && { line: place.line }),
    message: `rendering ${route} failed${where}: ${failure.message}`,
    hint: hintFor(failure) ?? (place ? undefined : firstStackLine(failure)),
  };
}

function hintFor(failure: Failure): string | undefined {
  const browserOnly = BROWSER_ONLY.exec(failure.message);
  if (browserOnly) {
    return `Pages are rendered on the server too, where \`${browserOnly[1]}\` does not exist: read it in \`useEffect\`, or wrap the component in \`<BrowserOnly>\` (@docusaurus/BrowserOnly).`;
  }
  if (/components nest more than \d+ deep/.test(failure.message)) return 'Give the recursion an end: a condition, or a depth passed down, that stops it.';
  return undefined;
}

type Place = { kind: 'expression'; line: number } | { kind: 'component'; name: string; at?: string };

/** The first frame of the stack in a page's module: the expression or the component it ran. */
function sitePlace(stack: string | undefined, root: string): Place | undefined {
  for (const line of stack?.split('\n') ?? []) {
    const frame = MODULE_FRAME.exec(line);
    if (!frame) continue;
    const [, qualified, file, row, column] = frame;
    // `Array.__docgen_line_5`, `Object.Thrower`: the function's own name.
    const name = qualified?.split('.').pop();
    const expression = name && EXPRESSION_FUNCTION.exec(name);
    if (expression) return { kind: 'expression', line: Number(expression[1]) };
    if (!name || name.startsWith('__docgen')) continue;
    // A file URL's path is escaped (`%20`); the path alone is as it is.
    const source = originalPlace(decodeURI(file ?? ''), Number(row), Number(column));
    // A place in docgen's own code bundled into the module (a stand-in) is no file of the site's: the name alone.
    const site = source && !source.file.startsWith(SRC_DIR) ? source : undefined;
    return { kind: 'component', name, at: site && `${path.relative(root, site.file)}:${site.line}` };
  }
  return undefined;
}

/** Where a place of a page's module came from (an absolute file, a 1-based line), by the map beside the module. */
function originalPlace(moduleFile: string, line: number, column: number): { file: string; line: number } | undefined {
  try {
    const entry = new SourceMap(JSON.parse(readFileSync(moduleMapFile(moduleFile), 'utf8'))).findEntry(line - 1, column - 1);
    return 'originalSource' in entry ? { file: entry.originalSource.replace(/^file:\/\//, ''), line: entry.originalLine + 1 } : undefined;
  } catch {
    // No map (a module written by an older docgen), or one that does not parse: the component's name alone.
    return undefined;
  }
}
