// The pipeline, declared once: every build, serve and check-links run is these stages, each started as soon as the
// stages it needs are done (./stage.ts). The README's list of stages is this list (checked by a test).
//
//   config → output → API start → content → API → content cards → assets → modules → graph → view → render → cards → whole site → site files → link check → write
//
// output checks the folder a build writes into against the config's folders as soon as the config is read; the API
// Reference then starts (TypeDoc's conversion in threads, on a cold build), and the content is parsed on the cores it
// leaves; the content pages' link-preview cards are drawn once the content is there, while the API still converts;
// assets need only the config; the `.mdx` pages' modules are bundled once the content and the assets are there, beside
// the graph; the cards left to draw and the whole-site files are made beside rendering. A list that lacks a stage of
// the contracts (./products.ts), or puts a stage before one it needs, does not compile (`PipelineCheck`).
import { apiStage } from './api.ts';
import { apiStartStage } from './api-start.ts';
import { assetsStage } from './assets.ts';
import { cardsStage } from './cards.ts';
import { configStage } from './config.ts';
import { contentStage } from './content.ts';
import { contentCardsStage } from './content-cards.ts';
import { graphStage } from './graph.ts';
import { linksStage } from './links.ts';
import { modulesStage } from './modules.ts';
import { outputStage } from './output.ts';
import { renderStage } from './render.ts';
import { siteFilesStage } from './site-files.ts';
import type { PipelineCheck } from './stage.ts';
import { viewStage } from './view.ts';
import { wholeSiteStage } from './whole-site.ts';
import { writeStage } from './write.ts';

export const STAGES = [
  configStage,
  outputStage,
  apiStartStage,
  contentStage,
  apiStage,
  contentCardsStage,
  assetsStage,
  modulesStage,
  graphStage,
  viewStage,
  renderStage,
  cardsStage,
  wholeSiteStage,
  siteFilesStage,
  linksStage,
  writeStage,
] as const;

// Compiles only while STAGES is a whole pipeline; otherwise the error names the stage missing or out of order.
const pipeline: PipelineCheck<typeof STAGES> = 'ok';
void pipeline;
