// Pages for the end-to-end tests of tab sets, collapsible blocks, link previews and printing: the e2e fixture site
// (fixture.ts) plus two standalone pages whose tab sets share a group, a set without a group, a details block with a
// heading inside, a link into it from another page, and an external link.
import { fixtureFiles } from './fixture.ts';

const install = (note: string) => `::::tabs[How to install]{groupId="install"}
:::tab[npm with a bundler]
\`\`\`bash
npm install xrblocks@0.17.0 three@0.184.0
\`\`\`

${note}
:::
:::tab[Import map]
\`\`\`html
<script type="importmap">{ "imports": { "xrblocks": "https://cdn.jsdelivr.net/npm/xrblocks@0.17.0/build/xrblocks.js" } }</script>
\`\`\`
:::
:::tab[Import map, minified]{#minified}
Use \`build/xrblocks.min.js\` instead.
:::
::::
`;

const filler = Array.from({ length: 6 }, (_, i) => `Paragraph ${i + 1} of the filler that pushes later content below the fold, so that a jump would show.`).join('\n\n');

export const featurePages: Record<string, string> = {
  'content/pages/features.md': `---
title: Features
description: Tabs, details and printing on one page.
---
Read the [Core manual](https://xrblocks.example.test/docs/manual/Core) on the public site, or [locally](/manual/Core).

${install('Bundlers resolve both packages.')}
${filler}

## Second set of the group

${install('The same group, so it follows the first set.')}
::::tabs
:::tab[Alpha]
Alpha content.
:::
:::tab[Beta]
Beta content.
:::
::::

:::details[Why pin the version?]
Later releases renamed some APIs.

### Inside the details {#inside-details}

A heading that a link from another page points at.
:::

${filler}
`,
  'content/pages/features-more.md': `---
title: More features
description: A second page whose tab set shares the install group.
---
Jump into [the details block](/features#inside-details) or to [the minified tab](/features#minified).

${install('On another page.')}
`,
};

export const featureFiles: Record<string, string> = { ...fixtureFiles, ...featurePages };
