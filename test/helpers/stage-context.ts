// The context of a one-shot production build's stages for a fixture site, for tests that run a stage on its own.
import path from 'node:path';
import type { Logger } from '../../src/render/core/log.ts';
import { noCache } from '../../src/render/core/site-cache.ts';
import { createDiskMemory } from '../../src/render/stages/disk-memo.ts';
import type { StageContext } from '../../src/render/stages/products.ts';
import { silentLogger } from './fixture-site.ts';

export function stageContext(root: string, logger: Logger = silentLogger): StageContext {
  return {
    root,
    cacheDir: path.join(root, '.docgen-cache'),
    mode: 'production',
    logger,
    watch: false,
    eagerWholeSite: false,
    analytics: false,
    brokenLinks: 'throw',
    memory: noCache,
    sink: { kind: 'none' },
    disk: createDiskMemory(),
  };
}
