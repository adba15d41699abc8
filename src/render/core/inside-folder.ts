// Whether a path lies in a folder, by the path alone. `path.relative(folder, target).startsWith('..')` was taken for
// "outside", and so was a name that only begins with two dots: a page whose `id` was `..x` or whose slug was `/...`
// is written as `..x.html` or `....html`, inside the output folder, and the writer's guard stopped the build with a
// stack trace that said the file would be written outside it.
import path from 'node:path';

/** `target` relative to `folder` when it lies in it ('' for the folder itself); undefined when it does not. */
export function relativeInside(folder: string, target: string): string | undefined {
  const relative = path.relative(folder, target);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return undefined;
  return relative;
}

/** `target` lies strictly inside `folder` (not the folder itself). */
export function isInside(folder: string, target: string): boolean {
  return Boolean(relativeInside(folder, target));
}
