// What the fixture's pages render through Docusaurus's theme components and through HTML written as JSX, which
// docgen renders with markup of its own: each is recognised by an element and the text the page gives it, never by
// a class name. The fixture's own components (src/components/) need no entry here: each marks its root element with
// `data-demo="<name>"`, which both builds must render as they are (facts.ts collects them).
export interface Marker {
  /** What the marker shows, as the report names it. */
  name: string;
  /** Elements that may hold it, within the page's <main>. */
  selector: string;
  /** Text one of them must contain (whitespace collapsed); absent: the element alone is enough. */
  text?: string;
}

export const MARKERS: readonly Marker[] = [
  { name: '@theme/Tabs: a tab per TabItem', selector: 'main [role="tab"]', text: 'Yarn' },
  { name: '@theme/TabItem: a panel that is not selected', selector: 'main [role="tabpanel"]', text: 'Run yarn add pebble-queue in the project folder.' },
  { name: '@theme/CodeBlock with a title', selector: 'main', text: 'push-jobs.ts' },
  { name: '@theme/Admonition with a title', selector: 'main', text: 'Order within a priority' },
  { name: '@theme/Details with a summary', selector: 'main details summary', text: 'Why not keep the jobs in a plain array?' },
  { name: '@theme/Heading', selector: 'main h2', text: 'A heading drawn by a component' },
  { name: ':::info[Title]', selector: 'main', text: 'Release line' },
  { name: ':::tip Title', selector: 'main', text: 'Cancelling cheaply' },
  { name: ':::tip[Title]', selector: 'main', text: 'Measure first' },
  { name: ':::warning[Title]', selector: 'main', text: 'Very large batches' },
  { name: ':::danger Title', selector: 'main', text: 'Breaking change in 1.0' },
  { name: 'code block title=', selector: 'main', text: 'check-install.ts' },
  { name: '<b> written as JSX', selector: 'main b', text: 'a full queue refuses new work' },
  { name: '<kbd> written as JSX', selector: 'main kbd', text: 'Enter' },
  { name: '<br/> written as JSX', selector: 'main p br' },
  { name: 'Markdown image inside <div style>', selector: 'main div[style] img[alt="Three pebbles stacked from largest to smallest"]' },
];
