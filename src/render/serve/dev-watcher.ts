// What `docgen serve` watches, and what a change to each file asks of the next build. The folders come from the last
// successful build's report, since the config says where the content lives and which package the API Reference reads.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../core/log.ts';
import type { DevBuildReport } from './build-report.ts';
import { CLIENT_DIR, THEME_DIR } from '../assets/assets.ts';
import { CONFIG_INPUTS } from '../config/discover.ts';
import { SOURCE_FILE } from '../api/local-sources.ts';
import { dynamicImport } from '../core/dynamic-import.ts';
import { messageOf } from '../core/thrown.ts';
import type * as Chokidar from 'chokidar';
import { CACHE_FOLDER_PATTERN } from '../core/cache-namespaces.mjs';

const IGNORED = new RegExp(`(^|[\\\\/])(node_modules|\\.git|${CACHE_FOLDER_PATTERN})([\\\\/]|$)|(^|[\\\\/])\\.[^\\\\/]*$|~$|\\.(swp|swx|tmp)$`);

/** What a changed file asks of the next build. */
export type ChangeKind =
  /** The config or docgen's theme or client code: modules the worker has imported, so a new worker. */
  | 'restart'
  /** A page's source (markdown, or a page module), or a component an `.mdx` page imports. */
  | 'content'
  /**
   * An input of the API Reference: the package's manifest, the docs tsconfig, a local package's source. The next build
   * reads the site again as a build does, since it is not a content source modified in place.
   */
  | 'api'
  /** Another file under the content (an image): pages are loaded again, since their image URLs may differ. */
  | 'images'
  /** A static file, copied as it is. */
  | 'files';

export interface FileChange {
  /** Project-relative. */
  file: string;
  kind: ChangeKind;
  /** The watcher saw the file modified where it was: not added, removed or renamed. */
  inPlace?: boolean;
}

export interface WatchOptions {
  root: string;
  /** The served files, which builds write: never a change. */
  outDir: string;
  /** Also watch docgen's own theme and client sources. */
  watchDocgen: boolean;
  logger: Logger;
  /** Called with the source files among those seen changed (or passed to `changed`). */
  onChange(changes: FileChange[]): void;
}

export interface SourceWatcher {
  /** Reports files (absolute or project-relative) as changed, as if the watcher had seen them. */
  changed(files: string[]): void;
  /** Watches what the last successful build read. */
  follow(reads: DevBuildReport['watch']): void;
  close(): Promise<void>;
}

export async function watchSources({ root, outDir, watchDocgen, logger, onChange }: WatchOptions): Promise<SourceWatcher> {
  let watchedContent = [path.join(root, 'content')];
  let staticDir = path.join(root, 'content/static');
  let apiInputs: string[] = [];
  let moduleInputs: string[] = [];
  // Before a build has said which files the config was read from (or when none could read it): the usual ones.
  let configFiles = CONFIG_INPUTS.map((f) => path.join(root, f));
  const docgenDirs = [THEME_DIR, CLIENT_DIR];
  const within = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

  function classify(file: string): ChangeKind | undefined {
    if (configFiles.includes(file) || docgenDirs.some((d) => within(d, file))) return 'restart';
    if (within(staticDir, file)) return 'files';
    if (apiInputs.includes(file)) return 'api';
    if (apiInputs.some((input) => within(input, file)) && SOURCE_FILE.test(file)) return 'api';
    if (moduleInputs.includes(file)) return 'content';
    if (!watchedContent.some((d) => within(d, file))) return undefined;
    if (/\.(md|mdx|tsx|ts|jsx|js)$/.test(file)) return 'content';
    // Images and other files pages refer to; editors' scratch files (no extension) are not worth a rebuild.
    return /\.[a-z0-9]+$/i.test(file) ? 'images' : undefined;
  }

  function changed(files: string[], inPlace = false): void {
    const changes: FileChange[] = [];
    for (const f of files) {
      const file = path.resolve(root, f);
      const kind = classify(file);
      if (kind) changes.push({ file: path.relative(root, file), kind, ...(inPlace && { inPlace }) });
    }
    onChange(changes);
  }

  // Loaded by the command that watches: every other command starts without chokidar.
  const { watch } = await dynamicImport<typeof Chokidar>('chokidar');
  const watcher = watch([...watchedContent, ...configFiles.filter((f) => existsSync(f)), ...(watchDocgen ? docgenDirs : [])], {
    ignoreInitial: true,
    // The API inputs (a package manifest under node_modules, a local package's folder, which may be outside the
    // project or reached through node_modules when linked) are watched although their folder may not be; inside a
    // package's folder, what is ignored is judged from that folder.
    ignored: (p: string) => {
      if (apiInputs.includes(p) || moduleInputs.includes(p)) return false;
      const from = apiInputs.find((input) => within(input, p)) ?? root;
      return IGNORED.test(path.relative(from, p)) || within(outDir, p);
    },
  });
  watcher.on('all', (event, file) => {
    if (event === 'addDir') return;
    changed([file], event === 'change');
  });
  watcher.on('error', (error) => logger.warn(`docgen serve: watcher: ${messageOf(error)}`));

  return {
    changed: (files) => changed(files),
    follow(reads) {
      watchedContent = reads.content;
      staticDir = reads.static;
      apiInputs = reads.api;
      // A component no page imports any more is no longer watched.
      const dropped = moduleInputs.filter((f) => !reads.modules.includes(f) && !reads.content.some((d) => within(d, f)));
      if (dropped.length) watcher.unwatch(dropped);
      moduleInputs = reads.modules;
      configFiles = [...new Set([...configFiles, ...reads.config])];
      watcher.add([...reads.content, reads.static, ...reads.api, ...reads.config, ...reads.modules]);
    },
    close: () => watcher.close(),
  };
}
