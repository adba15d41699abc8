// output: the folder a build writes its site into, checked against the config's folders before any other stage can
// write (../output/output-folder.ts), and with symbolic links followed. The command checked it against the project
// folder before the run began; the config names the rest of what the site is read from.
import path from 'node:path';
import { checkOutputFolder, projectPlaces, resolveOutputFolder, type SourcePlace } from '../output/output-folder.ts';
import type { SiteConfig } from '../config/schema.ts';
import { defineStage } from './stage.ts';

export const outputStage = defineStage({
  name: 'output',
  needs: ['config'],
  async run({ config }, { root, cacheDir, sink }) {
    if (sink.kind !== 'staging') return sink;
    const outDir = resolveOutputFolder(sink.outDir);
    checkOutputFolder({ outDir, root, places: [...projectPlaces(root, cacheDir), ...configPlaces(root, config.config, config.files)], flag: '--out' });
    return { kind: 'staging', outDir } as const;
  },
});

/** The folders and files the config says the site is read from. */
function configPlaces(root: string, config: SiteConfig, files: readonly string[]): SourcePlace[] {
  const at = (file: string) => path.resolve(root, file);
  return [
    { path: at(config.contentDir), what: `the content folder ${config.contentDir}` },
    { path: at(config.pagesDir), what: `the pages folder ${config.pagesDir}` },
    { path: at(config.staticDir), what: `the static folder ${config.staticDir}` },
    ...files.map((file) => ({ path: at(file), what: `${file}, which the config is read from` })),
    ...(config.api ? [{ path: at(config.api.entryPoint), what: "the API Reference's entry point" }, { path: at(config.api.tsconfig), what: "the API Reference's tsconfig" }] : []),
  ];
}
