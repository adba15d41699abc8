// The report of a build that did not get as far as rendering. Its own module so that the server process, which must
// not load the renderer (see dev-server.ts), and the build worker make it the same way.
import type { Diagnostic } from '../diagnostics.ts';
import type { DevBuildReport } from './dev-build.ts';

export function failedReport(errors: Diagnostic[]): DevBuildReport {
  return {
    ok: false,
    errors,
    warnings: [],
    changed: [],
    removed: [],
    rendered: 0,
    pageCount: 0,
    assetsChanged: false,
    watch: { content: [], static: '', config: '' },
    ms: 0,
    timings: {},
  };
}
