// Which folder a command may write its site into. A build's swap (./staging.ts) deletes the folder it replaces, and
// `docgen serve`'s in-place sink removes the files it does not produce, so a folder that holds the project, its sources
// or anyone's work must never be one: `--out .`, `--out content` or a Docusaurus site's `--out docs` once replaced the
// sources with the built site. A folder qualifies only if it is none of the folders the site is read from, holds none
// of them and lies in none of them, and, if it already holds anything, carries the marker every docgen output has.
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/diagnostics.ts';
import { isInside, relativeInside } from '../core/inside-folder.ts';

/**
 * The file every output docgen writes holds at its top, so that the next build can prove a folder is one before it
 * deletes it. A dot file: static hosts and `docgen preview` do not serve it.
 */
export const OUTPUT_MARKER = '.docgen-output';
export const OUTPUT_MARKER_TEXT = 'This folder is a site written by docgen. The next build into it replaces it whole; keep nothing else in it.\n';

/** A folder or file the site is read from, named for the error that refuses an output over it. */
export interface SourcePlace {
  path: string;
  /** What it is, as the error says it: "the content folder", "the config file site.config.ts". */
  what: string;
  /**
   * An output inside it is fine: docgen's cache, where the tests and the bench build sites of their own, is not read as
   * sources (the folders whose files become pages, or are copied, would read the site they hold).
   */
  outputInside?: boolean;
}

/** The places every project has, known before its config is read. */
export function projectPlaces(root: string, cacheDir: string): SourcePlace[] {
  return [
    { path: path.join(root, 'src'), what: 'the src/ folder' },
    { path: path.join(root, 'node_modules'), what: 'node_modules' },
    { path: path.join(root, '.git'), what: "the project's .git folder" },
    { path: path.join(root, 'package.json'), what: 'package.json' },
    { path: cacheDir, what: "docgen's cache folder", outputInside: true },
  ];
}

/**
 * The output folder as the file system sees it: a symbolic link (at the folder or above it) is followed, so that the
 * swap replaces the folder the link points to and leaves the link in place.
 */
export function resolveOutputFolder(outDir: string): string {
  return realPathOf(path.resolve(outDir), 0);
}

function realPathOf(target: string, depth: number): string {
  try {
    return realpathSync(target);
  } catch {
    // A link to a folder not made yet: follow it by hand.
    const link = lstatOrUndefined(target);
    if (link?.isSymbolicLink() && depth < 40) return realPathOf(path.resolve(path.dirname(target), readlinkSync(target)), depth + 1);
    const parent = path.dirname(target);
    return parent === target ? target : path.join(realPathOf(parent, depth), path.basename(target));
  }
}

function lstatOrUndefined(target: string) {
  try {
    return lstatSync(target);
  } catch {
    return undefined;
  }
}

export interface OutputCheck {
  /** The output folder, resolved (`resolveOutputFolder`). */
  outDir: string;
  root: string;
  /** Where the site is read from, beyond the project folder itself. */
  places: readonly SourcePlace[];
  /** How the command names the output folder in its hint: `--out`. */
  flag: string;
}

/** Throws a UsageError naming the folder and why, when writing a site into `outDir` could lose anything. */
export function checkOutputFolder(check: OutputCheck): void {
  const problem = outputProblem(check);
  if (problem) {
    throw new UsageError([{ severity: 'error', file: shown(check.outDir), message: problem, hint: `Choose another folder with ${check.flag} (the default is build/ in the project folder). Nothing was written or moved.` }]);
  }
}

function outputProblem({ outDir, root, places }: OutputCheck): string | undefined {
  const project = real(root);
  if (outDir === project) return 'this is the project folder: the build would replace it, sources and all, with the built site.';
  if (isInside(outDir, project)) return 'this folder holds the project folder: the build would replace it, and the project with it, with the built site.';
  for (const place of places) {
    const at = real(place.path);
    if (outDir === at) return `this is ${place.what}, which the site is read from: the build would replace it with the built site.`;
    if (isInside(outDir, at)) return `this folder holds ${place.what}, which the site is read from: the build would replace it with the built site.`;
    if (!place.outputInside && isInside(at, outDir)) return `this folder is inside ${place.what}, which the site is read from: the next build would read its own output.`;
  }
  return existingProblem(outDir);
}

/**
 * Why a build cannot use a folder that another file system is mounted on (a Docker volume, a disk): the swap moves the
 * output folder aside, and a mount point cannot be moved (EBUSY). A folder inside it can.
 */
export function mountPointProblem(outDir: string): string {
  return `this folder is a mount point (another file system, such as a Docker volume, is mounted on it), and a build replaces its output folder whole, which a mount point does not allow. Build into a folder inside it (--out ${path.join(shown(outDir), 'site')}), or mount the folder above it.`;
}

/** What an existing folder holds that a build must not delete, or why it cannot be replaced. */
function existingProblem(outDir: string): string | undefined {
  const stat = lstatOrUndefined(outDir);
  if (!stat) return undefined;
  if (!stat.isDirectory()) return 'this is a file, not a folder.';
  if (isMountPoint(outDir)) return mountPointProblem(outDir);
  const entries = readdirSync(outDir);
  if (entries.includes('.git')) return 'this folder holds .git, which docgen never makes: the build would delete it with the folder.';
  if (entries.length && !entries.includes(OUTPUT_MARKER)) {
    return `this folder holds files docgen did not write (it has no ${OUTPUT_MARKER} file, which every docgen output holds): the build would delete them. If it is a site an older docgen built, delete the folder and build again.`;
  }
  return undefined;
}

/** Whether another file system is mounted on `dir` (its device is not its parent's). */
function isMountPoint(dir: string): boolean {
  const parent = path.dirname(dir);
  return parent !== dir && statSync(dir).dev !== statSync(parent).dev;
}

/** Whether a folder may be deleted as a docgen output: it holds the marker, or nothing at all. */
export function isDocgenOutput(dir: string): boolean {
  try {
    const entries = readdirSync(dir);
    return entries.length === 0 || entries.includes(OUTPUT_MARKER);
  } catch {
    return false;
  }
}


function real(place: string): string {
  return existsSync(place) ? realpathSync(place) : resolveOutputFolder(place);
}

function shown(dir: string): string {
  const relative = relativeInside(process.cwd(), dir);
  return relative === undefined ? dir : relative || '.';
}
