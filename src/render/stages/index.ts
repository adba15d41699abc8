// The pipeline, declared once: every build, serve and check-links run is these stages, each started as soon as the
// stages it needs are done (./stage.ts). The README's list of stages is this list (checked by a test).
//
//   config → output → content → API → content cards → assets → modules → graph → view → render → site files → link check → write
//
// output checks the folder a build writes into against the config's folders as soon as the config is read;
// content and API both start when the config is read (content first: it checks the API cache before the API stage
// writes it); the content pages' link-preview cards are drawn once the content is there, while the API stage still
// converts; assets need nothing and run from the start; the `.mdx` pages' modules are bundled once the content
// and the assets are there, beside the graph.
import { apiStage } from './api.ts';
import { assetsStage } from './assets.ts';
import { configStage } from './config.ts';
import { contentStage } from './content.ts';
import { contentCardsStage } from './content-cards.ts';
import { graphStage } from './graph.ts';
import { linksStage } from './links.ts';
import { modulesStage } from './modules.ts';
import { outputStage } from './output.ts';
import { renderStage } from './render.ts';
import { siteFilesStage } from './site-files.ts';
import type { AnyStage } from './stage.ts';
import { viewStage } from './view.ts';
import { writeStage } from './write.ts';

export const STAGES = [configStage, outputStage, contentStage, apiStage, contentCardsStage, assetsStage, modulesStage, graphStage, viewStage, renderStage, siteFilesStage, linksStage, writeStage] as const satisfies readonly AnyStage[];
