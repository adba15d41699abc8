// write: the run's files to its sink (../output/write.ts): a staging folder swapped in at the end (build), the served
// folder in place (serve), or nowhere (check-links). A build with broken links writes nothing and fails; check-links
// and serve report them.
import path from 'node:path';
import { BuildError } from '../core/diagnostics.ts';
import { staticClashes } from '../output/files.ts';
import { writeSite } from '../output/write.ts';
import { defineStage } from './stage.ts';

export const writeStage = defineStage({
  name: 'write',
  needs: ['config', 'output', 'render', 'links', 'siteFiles', 'wholeSite'],
  async run({ config: { config }, output, render, links, siteFiles, wholeSite }, { root, brokenLinks, cacheDir, logger }) {
    const broken = links.problems.filter((d) => d.severity === 'error');
    if (broken.length && brokenLinks === 'throw') throw new BuildError(broken);
    const routeFiles = [...render.routes.values()].map((r) => r.file);
    const files = [...siteFiles.files, ...routeFiles];
    // A static file where docgen writes one of its own fails the run before anything is written; one where a
    // whole-site file goes, once those are made.
    const staticDir = path.join(root, config.staticDir);
    // All of them at once: with one clash found, the whole-site files are made to find the others.
    if (staticClashes(files, staticDir, root).length) throw new BuildError(staticClashes([...files, ...(await wholeSite.files())], staticDir, root));
    const checkedWholeSite = async () => {
      const whole = await wholeSite.files();
      const late = staticClashes([...files, ...whole], staticDir, root);
      if (late.length) throw new BuildError(late);
      return whole;
    };
    return writeSite(output, files, checkedWholeSite, cacheDir, (done, total) => logger.progress('write', done, total, 'writing files'));
  },
});
