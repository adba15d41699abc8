// config: site.config.ts, validated into a typed config (../config). Watch mode keeps it while the file is unchanged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { CONFIG_FILE } from '../config/validate.ts';
import { contentHash } from '../core/hash.ts';
import { defineStage } from './stage.ts';

export const configStage = defineStage({
  name: 'config',
  needs: [],
  async run(_, { root, mode, memory }) {
    const config = await memory.memo('config', configSourceKey(root), () => loadConfig(root));
    return { config, configKey: contentHash(JSON.stringify(config), mode) };
  },
});

/** The config file's own source: a changed file is loaded again. (Watch mode restarts its builder on config edits.) */
function configSourceKey(root: string): string {
  try {
    return contentHash(readFileSync(path.join(root, CONFIG_FILE)));
  } catch {
    return 'missing';
  }
}
