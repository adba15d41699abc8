// config: site.config.ts, or a Docusaurus site's configuration read through the adapter, validated into a typed
// config (../config). Watch mode keeps it while the configuration's files are unchanged.
import { configInputsKey } from '../config/discover.ts';
import { loadSiteConfig } from '../config/load.ts';
import { contentHash } from '../core/hash.ts';
import { defineStage } from './stage.ts';

export const configStage = defineStage({
  name: 'config',
  needs: [],
  async run(_, { root, mode, memory }) {
    // The usual config files' contents: a changed file is loaded again. (Watch mode restarts its builder on config edits.)
    const loaded = await memory.memo('config', configInputsKey(root), () => loadSiteConfig(root));
    return { ...loaded, configKey: contentHash(JSON.stringify(loaded.config), mode) };
  },
});
