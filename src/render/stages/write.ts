// write: the run's files to its sink (../output/write.ts): a staging folder swapped in at the end (build), the served
// folder in place (serve), or nowhere (check-links). A build with broken links writes nothing and fails; check-links
// and serve report them.
import { BuildError } from '../core/diagnostics.ts';
import { writeSite } from '../output/write.ts';
import { defineStage } from './stage.ts';

export const writeStage = defineStage({
  name: 'write',
  needs: ['output', 'render', 'links', 'siteFiles', 'wholeSite'],
  async run({ output, render, links, siteFiles, wholeSite }, { brokenLinks, cacheDir, logger }) {
    const broken = links.problems.filter((d) => d.severity === 'error');
    if (broken.length && brokenLinks === 'throw') throw new BuildError(broken);
    const routeFiles = [...render.routes.values()].map((r) => r.file);
    return writeSite(output, [...siteFiles.files, ...routeFiles], wholeSite.files, cacheDir, (done, total) => logger.progress('write', done, total, 'writing files'));
  },
});
