// The contracts between the stages: what each one makes (its product, read by the stages that need it), and the
// context every stage of a run reads. One place for them, so that a stage's inputs are types, not conventions. A
// stage is declared against its contract (./stage.ts), and the pipeline (./index.ts) must hold a stage for each.
import type { KeptApart } from '../assets/kept-apart.ts';
import type { LoadedConfig } from '../config/load.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { SiteAssets } from '../assets/assets.ts';
import type { RouteKeyContext } from '../output/route-key.ts';
import type { BuildMode } from '../core/build-mode.ts';
import type { OutputFile, RouteOutput } from '../output/files.ts';
import type { RouteExtras } from '../graph/page-view.ts';
import type { Logger } from '../core/log.ts';
import type { CardPlan } from '../output/og-cards.ts';
import type { OutputSink, Written } from '../output/write.ts';
import type { WholeSiteFiles } from '../output/whole-site-files.ts';
import type { SidebarFragment } from '../output/sidebar-fragments.ts';
import type { SiteCache } from '../core/site-cache.ts';
import type { ImageFiles } from '../load/asset-registry.ts';
import type { LoadedContent } from '../load/content.ts';
import type { GeneratedPages, LoadedSite } from '../graph/types.ts';
import type { SiteData } from '../../shared/site.ts';
import type { MathStyles } from '../assets/math-styles.ts';
import type { PageModule } from '../assets/page-modules.ts';

/** What the API stage makes beside the content in this run (see StageProducts.apiStart). */
export type ApiWork = 'none' | 'light' | 'heavy';

export interface StageProducts {
  /** The validated config, where it came from and what reading it warned about, and the key of everything cached from it. */
  config: LoadedConfig & { configKey: string };
  /** Where the run's files go: the sink of the run, its folder checked and resolved (a build's). */
  output: OutputSink;
  /**
   * The API Reference under way: what this run makes beside the content (`none` when its pages are cached, else its
   * conversion with TypeDoc, `heavy` when its thread will hold the build's largest heap; ../api/project-weight.ts),
   * whether that is over, and the pages, which the API stage awaits. The content stages take the cores and the memory
   * the conversion leaves.
   */
  apiStart: { work: ApiWork; finished(): boolean; pages: Promise<GeneratedPages> };
  /**
   * Every page of the content folders, the ids of the docs left out as drafts (production builds; see LoadedContent),
   * the images the pages use, and what loading them reported.
   */
  content: LoadedContent & { images: ImageFiles; diagnostics: Diagnostic[] };
  /** The API Reference's pages, sidebar and symbols. */
  api: GeneratedPages;
  /** How many of the content pages' link-preview cards were drawn while the API stage converted (a cold build). */
  contentCards: { drawn: number };
  /** The stylesheet, the client bundle and its islands. */
  assets: SiteAssets;
  /**
   * The module of each `.mdx` page that has one, by route, and what bundling them reported; the browser's code
   * highlighter when a page's components show code.
   */
  modules: { byRoute: ReadonlyMap<string, PageModule>; diagnostics: Diagnostic[]; highlighter?: KeptApart };
  /**
   * The page graph, with the config and what assembling it reported; in watch mode, the key of the graph's shape
   * (../graph/build-graph.ts), under which what is made of page heads alone may be kept.
   */
  graph: LoadedSite & { shapeKey?: string };
  /** What each route shows beyond its page (date, card), the site data every page shows, and the route keys' context. */
  view: {
    extras: RouteExtras;
    cards: CardPlan;
    data: SiteData;
    keys: RouteKeyContext;
    /** Card problems, in watch mode (a build throws them). */
    errors: Diagnostic[];
    warnings: Diagnostic[];
    /** KaTeX's stylesheet and fonts, when a page shows math. */
    mathStyles?: MathStyles;
    /** The Mermaid island's code, when a page shows a diagram. */
    mermaid?: KeptApart;
  };
  /** Every route's HTML (in the render cache) and what the link checker keeps of it. */
  render: { routes: Map<string, RouteOutput>; rendered: number; errors: Diagnostic[] };
  /**
   * The link-preview cards the view planned, and how many of them this run drew (the content cards stage's, and those
   * no earlier build drew, drawn beside rendering).
   */
  cards: { planned: number; drawn: number };
  /**
   * The sitemap, search index, llms files and Markdown copies: made beside rendering when the run writes them anyway
   * (a build), or on first call (watch mode, when a browser asks for one).
   */
  wholeSite: { files(): Promise<WholeSiteFiles> };
  /** Every file of the site but the routes' HTML and the whole-site files. */
  siteFiles: { files: OutputFile[]; fileRoutes: Set<string>; fragments: SidebarFragment[] };
  /** Broken links and anchors, with the severity the config gives them. */
  links: { problems: Diagnostic[] };
  /** What the sink received. */
  write: Written;
}

/** What every stage of one run reads: the options of the run and the services the engine keeps between runs. */
export interface StageContext {
  readonly root: string;
  readonly cacheDir: string;
  readonly mode: BuildMode;
  readonly logger: Logger;
  /** Watch mode: errors after loading come back in the run instead of being thrown, and results stay in `memory`. */
  readonly watch: boolean;
  /** Make the whole-site files beside rendering (a build writes them anyway). */
  readonly eagerWholeSite: boolean;
  /** false: leave the configured analytics out. */
  readonly analytics: boolean;
  /** What broken links (with `onBrokenLinks: 'throw'`) do: fail the run before anything is written, or come back in it. */
  readonly brokenLinks: 'throw' | 'report';
  /** Threads to render in (0: this thread); default the pool's size when there are enough routes to render. */
  readonly renderThreads?: number;
  /** Watch mode's memory of stage results between runs; `noCache` otherwise. */
  readonly memory: SiteCache;
  /**
   * Watch mode, when the watcher saw nothing but these files modified in place since the last run (absolute paths,
   * content sources; none added, removed or renamed): what a stage found by listing folders or stamping files still
   * holds for every other file (./disk-memo.ts).
   */
  readonly modified?: ReadonlySet<string>;
  /** Where the files go, as the command asked (the output stage checks it). */
  readonly sink: OutputSink;
  /** Watch mode: what the last runs found on disk (./disk-memo.ts). */
  readonly disk: DiskMemory;
}

/** What watch mode's runs found on disk, for the next run to take when only sources were modified (./disk-memo.ts). */
export interface DiskMemory {
  /** What a listing found, by what it listed. */
  listings: Map<string, unknown>;
  /** Each source's stamp (`fileStamp` with its content) as last taken, by absolute path. */
  stamps: Map<string, string>;
}
