// An .mdx page for the end-to-end tests of issue #23: the e2e fixture site (fixture.ts) plus a standalone page that
// imports local components — a stateful counter, a small form, a component with a CSS module, one passed to another as
// a prop, one wrapping Markdown — and writes HTML as JSX.
import { fixtureFiles } from './fixture.ts';

export const mdxFiles: Record<string, string> = {
  ...fixtureFiles,
  'content/docs/manual/Depth.md': `${fixtureFiles['content/docs/manual/Depth.md']}\nSee [the components page](/components).\n`,
  'src/components/Counter.jsx': `import { useState } from 'react';
export default function Counter({ start = 0, step = 1, label }) {
  const [count, setCount] = useState(start);
  return (
    <p data-component="counter">
      {label}: <output>{count}</output>{' '}
      <button type="button" onClick={() => setCount(count + step)}>Add {step}</button>
    </p>
  );
}
`,
  'src/components/AnchorForm.tsx': `import { useState, type FormEvent } from 'react';
export function AnchorForm({ placeholder }: { placeholder: string }) {
  const [names, setNames] = useState<string[]>([]);
  const [name, setName] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) setNames([...names, name.trim()]);
    setName('');
  };
  return (
    <form data-component="anchor-form" onSubmit={add}>
      <label>Anchor name <input type="text" value={name} placeholder={placeholder} onChange={(e) => setName(e.target.value)} /></label>
      <button type="submit">Place anchor</button>
      <ul>{names.map((n) => <li key={n}>{n}</li>)}</ul>
    </form>
  );
}
`,
  'src/components/Pill.module.css': '.pill { color: rgb(0, 110, 50); border: 1px solid currentColor; border-radius: 999px; padding: 0 0.4em; }\n',
  'src/components/Pill.jsx': `import styles from './Pill.module.css';
export const Pill = ({ children }) => <span className={styles.pill} data-component="pill">{children}</span>;
`,
  'src/components/Keys.jsx': `export function Keys({ keys, KeyComponent }) {
  return <span data-component="keys">{keys.map((key, i) => <span key={key}>{i > 0 && ' + '}<KeyComponent>{key}</KeyComponent></span>)}</span>;
}
export const RoundKey = ({ children }) => <kbd data-component="round-key" style={{ borderRadius: 8 }}>{children}</kbd>;
`,
  'src/components/Callout.jsx': `export default function Callout({ title, children }) {
  return <aside data-component="callout" aria-label={title}><strong>{title}</strong>{children}</aside>;
}
`,
  'content/pages/components.mdx': `---
title: Components
description: A page that imports React components.
---
import Counter from '@site/src/components/Counter.jsx';
import { AnchorForm } from '../../src/components/AnchorForm';
import { Pill } from '@site/src/components/Pill';
import { Keys, RoundKey } from '@site/src/components/Keys.jsx';
import Callout from '@site/src/components/Callout';

export const shortcut = ['Ctrl', 'Alt', 'X'];

Press <kbd>Esc</kbd> to leave the session.<br/>It is <b>always</b> safe.

## A counter

<Counter start={2} step={3} label="Anchors placed" />

## A form

<AnchorForm placeholder="table-corner" />

## Styled and passed

The hit test is <Pill>stable</Pill>; enter the debug view with <Keys keys={shortcut} KeyComponent={RoundKey} />.

## Markdown inside

<Callout title="Why anchors drift">

Tracking loses **confidence** when the room is dark. See the [Core manual](/manual/Core).

</Callout>

<div style={{ textAlign: 'center' }}>

![XR Blocks logo](/img/logo.svg)

</div>
`,
};
