// The Docusaurus fixture (test/fixtures/docusaurus-site) with the pages of issue #42's theme contract, for the
// end-to-end tests of test/e2e/docusaurus-theme.test.ts: a sample that fills the page below the navbar as a demo
// component lays it out against Infima's custom properties, MDX written with Infima's classes, a component that fetches
// code into `@theme/CodeBlock` once it runs, and a configured search. The fixture's own stylesheet gives the site its
// brand colour. The pages are written into a copy of the fixture, which Docusaurus builds as well.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');
export const DOCUSAURUS_FIXTURE = path.join(REPO, 'test/fixtures/docusaurus-site');

/** The fixture's brand colour (src/css/custom.css), in each colour mode. */
export const BRAND = { light: 'rgb(31, 111, 120)', dark: 'rgb(92, 198, 208)' } as const;

export const themeFiles: Record<string, string> = {
  'docs/guides/theme-contract/_category_.json': JSON.stringify({ label: 'Theme contract', position: 9 }, null, 2),

  'docs/guides/theme-contract/full-bleed.mdx': `---
title: A sample that fills the page
sidebar_label: Full-bleed sample
sidebar_position: 1
hide_title: true
hide_table_of_contents: true
description: A running sample that takes the whole area below the navbar, beside the sidebar.
---

import { StageSample } from '@site/src/components/theme-contract/StageSample';

<StageSample page="/samples/stage.svg" />
`,
  'src/components/theme-contract/StageSample.tsx': `import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './StageSample.module.css';

/** A sample running in a frame that covers everything below the navbar and right of the docs sidebar. */
export function StageSample({ page }: { page: string }) {
  return (
    <div className={styles.stage} data-demo="stage-sample">
      <iframe className={styles.frame} src={useBaseUrl(page)} title="The running sample" />
    </div>
  );
}
`,
  // The layout reads Infima's navbar height and the classic theme's sidebar width, as sample pages do.
  'src/components/theme-contract/StageSample.module.css': `.stage {
  position: absolute;
  top: var(--ifm-navbar-height);
  left: 0;
  right: 0;
  bottom: 0;
  height: calc(100vh - var(--ifm-navbar-height));
  overflow: hidden;
}

.frame {
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: 100%;
  border: none;
}

@media (min-width: 997px) {
  .stage {
    left: var(--doc-sidebar-width);
    width: calc(100% - var(--doc-sidebar-width));
  }
}
`,
  // An SVG document rather than an HTML one: docgen's preview server sends a static `.html` file's address to the
  // page of that name, which does not exist (a static host serves the file).
  'static/samples/stage.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">
  <rect width="160" height="90" fill="#27324a"/>
  <circle cx="50" cy="45" r="12" fill="#5cc6d0"/><circle cx="80" cy="45" r="9" fill="#f4f6fa"/><circle cx="105" cy="45" r="6" fill="#f2c25c"/>
</svg>
`,

  'docs/guides/theme-contract/infima-classes.mdx': `---
title: Laid out with Infima's classes
sidebar_label: Infima classes
sidebar_position: 2
description: A grid, buttons, spacing and text helpers, cards, alerts, badges, avatars, pills and a table.
---

A page can arrange its content with the classes of the classic theme's stylesheet, down to [the pills](#pills).

<div className="container" data-check="grid">
  <div className="row">
    <div className="col col--6" data-check="half">
      <div className="card shadow--md" data-check="card">
        <div className="card__header"><h3>Small batches</h3></div>
        <div className="card__body"><p>Each tick takes a few jobs, so urgent ones never wait long.</p></div>
        <div className="card__footer">
          <a className="button button--primary button--block" href="#pills" data-check="button">See the pills</a>
        </div>
      </div>
    </div>
    <div className="col col--6" data-check="half">
      <div className="alert alert--info margin-bottom--lg" role="note" data-check="alert">
        A queue that is <strong>full</strong> refuses new work until a batch is taken.
      </div>
      <p className="text--center" data-check="centred"><span className="badge badge--secondary" data-check="badge">beta</span> overflow callbacks</p>
    </div>
  </div>
</div>

<div className="avatar margin-vert--md" data-check="avatar">
  <img className="avatar__photo" src="/pebble/img/logo.svg" alt="" />
  <div className="avatar__intro">
    <div className="avatar__name">The Pebble Queue authors</div>
    <small className="avatar__subtitle">Keepers of the lanes</small>
  </div>
</div>

## Pills {#pills}

<ul className="pills" data-check="pills">
  <li className="pills__item pills__item--active">Urgent</li>
  <li className="pills__item">Normal</li>
  <li className="pills__item">Low</li>
</ul>

| Priority | Waits at most |
| --- | --- |
| Urgent | one tick |
| Low | until the queue is idle |
`,

  'docs/guides/theme-contract/runtime-code.mdx': `---
title: Code the page fetches
sidebar_label: Runtime code
sidebar_position: 3
description: A component that fetches a source file in the browser and shows it in the theme's code block.
---

import { RuntimeSource } from '@site/src/components/theme-contract/RuntimeSource';

The example below is a file of the site's \`static/\` folder. The component fetches it once it runs, so the page is
served with an empty code block that fills in a moment later.

<RuntimeSource file="/snippets/batcher.ts" title="batcher.ts" />
`,
  'src/components/theme-contract/RuntimeSource.tsx': `import { useEffect, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** Shows a file of the static folder, fetched in the browser: empty on the server, filled in after hydration. */
export function RuntimeSource({ file, title }: { file: string; title: string }) {
  const url = useBaseUrl(file);
  const [source, setSource] = useState('');
  useEffect(() => {
    fetch(url)
      .then((response) => response.text())
      .then(setSource)
      .catch((error: unknown) => setSource(String(error)));
  });
  return (
    <div data-demo="runtime-source">
      <CodeBlock language="ts" title={title} showLineNumbers>
        {source}
      </CodeBlock>
    </div>
  );
}
`,
  'static/snippets/batcher.ts': `// Takes up to \`size\` jobs from the queue on every tick.
export function batcher(queue: string[], size = 16): string[] {
  const batch = queue.splice(0, size);
  return batch.length > 0 ? batch : [];
}
`,
};

/** The config with a search configured (Algolia's, which the classic preset brings), unless it has one already. */
export function withSearch(config: string): string {
  if (/\balgolia\s*:/.test(config)) return config;
  const at = config.indexOf('themeConfig: {');
  if (at < 0) throw new Error('the fixture config has no themeConfig');
  const search = "\n    algolia: { appId: 'PEBBLEQUEUE', apiKey: '00000000000000000000000000000000', indexName: 'pebble-handbook' },";
  return config.slice(0, at + 'themeConfig: {'.length) + search + config.slice(at + 'themeConfig: {'.length);
}

/** Writes a copy of the fixture with the theme pages and the search into `root` (an empty folder). */
export function writeDocusaurusThemeSite(root: string): string {
  cpSync(DOCUSAURUS_FIXTURE, root, { recursive: true, filter: (src) => !/[\\/](\.docgen-cache|\.docusaurus|build|node_modules)$/.test(src) });
  for (const [file, content] of Object.entries(themeFiles)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  const config = path.join(root, 'docusaurus.config.ts');
  writeFileSync(config, withSearch(readFileSync(config, 'utf8')));
  return root;
}
