// Type-checks the complete code examples of the given markdown files (default: all of content/).
// Usage: npx tsx scripts/check-examples.ts [content/docs/manual/Core.md ...]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { extractExamples } from '../test/helpers/examples/extract.ts';
import { typecheckExamples } from '../test/helpers/examples/typecheck.ts';

const root = path.resolve(import.meta.dirname, '..');
const files = process.argv.length > 2 ? process.argv.slice(2) : await fg('content/**/*.md', { cwd: root });
const examples = files.sort().flatMap((f) => extractExamples(path.relative(root, path.resolve(f)), readFileSync(path.resolve(root, f), 'utf8')));
const diagnostics = typecheckExamples(examples, root);
for (const d of diagnostics) console.error(`${d.file}:${d.line}: ${d.message}`);
console.log(`${examples.length} examples in ${files.length} files checked, ${diagnostics.length} errors`);
process.exit(diagnostics.length ? 1 : 0);
