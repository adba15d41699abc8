// A `::demo` embed runs an app hosted elsewhere: without `demos` in site.config.ts there is no address to give it,
// so each page that has one fails the build, rather than rendering an empty frame. Checked as the page loads, on its
// tree, before a large build stores the tree away.
import type { Root } from 'hast';
import { EXIT, visit } from 'unist-util-visit';
import type { SiteConfig } from '../config/schema.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { DEMO_ELEMENT } from '../../shared/dom.ts';

export function demoHostingProblem(tree: Root, config: Pick<SiteConfig, 'demos'>): Omit<Diagnostic, 'severity' | 'file'> | undefined {
  if (config.demos || !hasDemo(tree)) return undefined;
  return {
    configPath: 'demos',
    message: 'this page has a `::demo`, but site.config.ts does not say where demos are hosted.',
    hint: "Add demos: { origin: 'https://…/', sourceRoot: 'https://…/' } to site.config.ts.",
  };
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
