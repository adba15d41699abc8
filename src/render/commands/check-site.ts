// `docgen check-links`: every internal link and anchor of the whole site, checked on what rendering produces (page
// bodies, theme chrome, API pages alike) without writing anything. Optionally, external URLs are probed too; those
// are reported, never failed on.
import path from 'node:path';
import { BuildError, type Diagnostic } from '../core/diagnostics.ts';
import { useCache } from '../core/cache-users.ts';
import { createEngine } from '../engine/engine.ts';
import { authoredLink } from '../links/check-links.ts';
import { checkExternalUrls, type ExternalCheckOptions, type ExternalResult } from '../links/external.ts';
import { createLogger, type Logger } from '../core/log.ts';
import { projectRoot } from '../core/project-root.ts';
import { projectCache } from '../core/cache-namespaces.mjs';
import { isExternal } from '../../shared/urls.ts';
import { readUrl } from '../../shared/url-reader.ts';
import { present } from '../../shared/present.ts';
import { restoreInterruptedSwap } from '../output/staging.ts';

export interface CheckSiteOptions {
  root?: string;
  logger?: Logger;
  /** Also probe external http(s) URLs. Off by default. */
  external?: boolean | ExternalCheckOptions;
}

export interface ExternalReport {
  checked: number;
  unreachable: (ExternalResult & { sources: { file: string; line?: number }[] })[];
}

export interface CheckSiteResult {
  /** No errors (external results never count). */
  ok: boolean;
  pageCount: number;
  /** Internal hrefs checked (distinct per page). */
  linkCount: number;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  external?: ExternalReport;
  ms: number;
}

export async function checkSite(options: CheckSiteOptions = {}): Promise<CheckSiteResult> {
  const started = performance.now();
  const root = projectRoot(options.root);
  const logger = options.logger ?? createLogger('quiet');
  const result = (partial: Partial<CheckSiteResult>): CheckSiteResult => ({
    ok: true,
    pageCount: 0,
    linkCount: 0,
    errors: [],
    warnings: [],
    ...partial,
    ms: performance.now() - started,
  });
  // check-links writes no site, but a build killed mid-swap may have left the last one aside: put back into the
  // default output folder (`docgen build`'s), as a build or the preview would.
  await restoreInterruptedSwap(path.join(root, 'build'));
  let run;
  const release = useCache(projectCache(root), 'docgen check-links');
  try {
    run = await createEngine({ root, mode: 'production', logger, brokenLinks: 'report' }).run();
  } catch (error) {
    if (error instanceof BuildError) return result({ ok: false, errors: error.diagnostics });
    throw error;
  } finally {
    release();
  }
  const { site } = run;
  const errors = run.linkProblems.filter((d) => d.severity === 'error');
  const warnings = [...run.warnings, ...run.linkProblems.filter((d) => d.severity === 'warning')];
  let linkCount = 0;
  const externalSources = new Map<string, { file: string; line?: number }[]>();
  for (const [route, { links }] of run.routes) {
    const page = present(site.graph.pages.get(route), `a page at ${route}`);
    for (const href of new Set(links.hrefs)) {
      if (!isExternal(href)) {
        linkCount++;
        continue;
      }
      const { url: read } = readUrl(href);
      if (!/^https?:\/\//i.test(read)) continue;
      const [url = ''] = read.split('#');
      const authored = authoredLink(page, site.graph.links.get(route), href);
      const list = externalSources.get(url) ?? [];
      list.push({ file: page.sourceFile ?? route, line: authored?.line || undefined });
      externalSources.set(url, list);
    }
  }
  let external: ExternalReport | undefined;
  if (options.external) {
    const results = await checkExternalUrls(externalSources.keys(), options.external === true ? {} : options.external);
    external = {
      checked: results.length,
      unreachable: results.filter((r) => !r.ok).map((r) => ({ ...r, sources: externalSources.get(r.url) ?? [] })),
    };
  }
  return result({ ok: errors.length === 0, pageCount: site.graph.pages.size, linkCount, errors, warnings, external });
}
