// A `::demo` embed runs an app hosted elsewhere: without `demos` in site.config.ts there is no address to give it,
// so each page that has one fails the build, rather than rendering an empty frame.
import type { Root } from 'hast';
import { EXIT, visit } from 'unist-util-visit';
import type { SiteConfig } from '../config/schema.ts';
import type { DiagnosticBag } from '../core/diagnostics.ts';
import { DEMO_ELEMENT } from '../../shared/dom.ts';
import type { Page } from '../../shared/types.ts';

export function checkDemoHosting(pages: Iterable<Page>, config: Pick<SiteConfig, 'demos'>, diagnostics: DiagnosticBag): void {
  if (config.demos) return;
  for (const page of pages) {
    if (page.kind === 'api' || !hasDemo(page.body)) continue;
    diagnostics.error({
      file: page.sourceFile,
      configPath: 'demos',
      message: 'this page has a `::demo`, but site.config.ts does not say where demos are hosted.',
      hint: "Add demos: { origin: 'https://…/', sourceRoot: 'https://…/' } to site.config.ts.",
    });
  }
}

function hasDemo(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (node) => {
    if (node.tagName !== DEMO_ELEMENT) return;
    found = true;
    return EXIT;
  });
  return found;
}
