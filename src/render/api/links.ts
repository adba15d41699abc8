// Where everything lives: the route of each API page, the URL of every member, the `symbols` map content authors
// link through (`api:Options.enableDepth`), and the resolution of type references and `{@link}` targets to URLs.
// Routes come from the shared URL helper, so the base path is applied in one place.
import type { JSONOutput } from 'typedoc';
import { routeFromPath, type TrailingSlash } from '../../shared/urls.ts';
import { computeAnchors, type ItemAnchors } from './anchors.ts';
import type { ExternalLinker } from './external-links.ts';
import { present } from '../../shared/present.ts';
import { escapeRegExp } from '../../shared/escape-regexp.ts';
import type { ApiItem, ApiModel } from './model.ts';

export class ApiLinks {
  readonly indexRoute: string;
  readonly globalsRoute: string;
  /** Every exported name and `Name.member` → URL. */
  readonly symbols: Record<string, string> = {};
  /** Problems found while assigning routes (duplicate names). */
  readonly warnings: string[] = [];
  private readonly routes = new Map<ApiItem, string>();
  private readonly anchors = new Map<ApiItem, ItemAnchors>();
  private readonly urlById = new Map<number, string>();
  /** Internal URLs this module put into pages; checked against the pages once they are built. */
  private readonly emitted = new Set<string>();

  constructor(
    private readonly model: ApiModel,
    base: string,
    routeBase: string,
    readonly external: ExternalLinker,
    /** The documented package's npm name: its internal (non-exported) symbols get no link. */
    private readonly packageName: string,
    /** The site's `trailingSlash`: whether page routes end in `/`. */
    trailingSlash?: TrailingSlash,
  ) {
    const route = (sitePath: string) => routeFromPath(base, sitePath, trailingSlash);
    this.indexRoute = route(routeBase);
    this.globalsRoute = route(`${routeBase}/globals`);
    const taken = new Set<string>([this.globalsRoute.toLowerCase()]);
    const routed: [ApiItem, string][] = [];
    for (const item of model.items) {
      let itemRoute = route(`${routeBase}/${item.id}`);
      // Output files are named after routes; two names differing only in case would overwrite each other on
      // case-insensitive file systems, so the later one gets a suffix.
      for (let n = 2; taken.has(itemRoute.toLowerCase()); n++) itemRoute = route(`${routeBase}/${item.id}-${n}`);
      if (itemRoute !== route(`${routeBase}/${item.id}`)) this.warnings.push(`API: ${item.id} collides with another export's URL; published at ${itemRoute}`);
      taken.add(itemRoute.toLowerCase());
      this.routes.set(item, itemRoute);
      routed.push([item, itemRoute]);
      this.urlById.set(item.reflection.id, itemRoute);
      if (item.name in this.symbols) {
        this.warnings.push(`API: ${item.name} is exported as more than one kind; api:${item.name} links to ${this.symbols[item.name]}`);
      } else this.symbols[item.name] = itemRoute;
    }
    for (const [item, route] of routed) {
      const anchors = computeAnchors(model, item);
      this.anchors.set(item, anchors);
      for (const [id, anchor] of anchors.anchorOf) this.urlById.set(id, `${route}#${anchor}`);
      for (const { member, anchor } of anchors.members) {
        const key = `${item.name}.${member.name}`;
        if (!(key in this.symbols)) this.symbols[key] = `${route}#${anchor}`;
      }
    }
  }

  route(item: ApiItem): string {
    return present(this.routes.get(item), `a route for the API item ${item.id}`);
  }

  anchorsOf(item: ApiItem): ItemAnchors {
    return present(this.anchors.get(item), `anchors for the API item ${item.id}`);
  }

  /** URL of any reflection: its page, its member anchor, or the nearest anchored ancestor's. */
  urlOfReflection(id: number): string | undefined {
    for (let current = this.model.get(id); current; current = this.model.parentOf(current.id)) {
      const url = this.urlById.get(current.id);
      if (url) return url;
    }
    return undefined;
  }

  /** URL for a TypeDoc reference (type or link target), or undefined when it has no page anywhere. */
  urlOfTarget(target: number | string | JSONOutput.ReflectionSymbolId | undefined): string | undefined {
    if (typeof target === 'number') return target >= 0 ? this.urlOfReflection(target) : undefined;
    if (typeof target === 'string') return target;
    if (!target || target.packageName === this.packageName) return undefined;
    return this.external.url(target);
  }

  /**
   * Resolves a `{@link}` that TypeDoc left unresolved, by name: `Core`, `Core.init`, `Core#init`, `<package>!Core`,
   * or another module's `three#Object3D.add`.
   */
  resolveName(text: string): string | undefined {
    const ref = text.trim().replace(/\(\)$/, '');
    const external = this.external.urlForDeclarationReference(ref);
    if (external) return external;
    const local = ref.replace(new RegExp(`^${escapeRegExp(this.packageName)}[!#]`), '').replace(/[#~]/g, '.');
    return this.symbols[local];
  }

  /** Records an internal URL this module emits, for `brokenInternalLinks`. */
  use(url: string): string {
    if (url.startsWith('/')) this.emitted.add(url);
    return url;
  }

  /** The internal URLs this module emitted, for `brokenInternalLinks`. */
  emittedLinks(): string[] {
    return [...this.emitted];
  }
}

/** The internal URLs in `emitted` whose page or anchor does not exist. */
export function brokenInternalLinks(emitted: Iterable<string>, idsByRoute: Map<string, Set<string>>): string[] {
  const broken: string[] = [];
  for (const url of [...emitted].sort()) {
    const hashAt = url.indexOf('#');
    const route = hashAt >= 0 ? url.slice(0, hashAt) : url;
    const anchor = hashAt >= 0 ? decodeURIComponent(url.slice(hashAt + 1)) : '';
    const ids = idsByRoute.get(route);
    if (!ids) broken.push(`${url}: no API page at ${route}`);
    else if (anchor && !ids.has(anchor)) broken.push(`${url}: no element with id '${anchor}' on ${route}`);
  }
  return broken;
}
