// The `@theme/Details` stand-in (used when a prop is computed) draws the summary as Docusaurus 3.10's Details does: an
// element as it is, any other value inside a <summary>, where React shows a boolean as nothing; "Details" without one.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Details from '../../src/theme/docusaurus/Details.tsx';

describe('the Details stand-in', () => {
  it('keeps a summary that is no text or element inside a <summary>, as Docusaurus does', () => {
    expect(renderToString(<Details summary={true}>Body</Details>)).toBe('<details class="details"><summary></summary>Body</details>');
    expect(renderToString(<Details summary={3}>Body</Details>)).toBe('<details class="details"><summary>3</summary>Body</details>');
  });

  it('takes an element as the summary, and says "Details" without one', () => {
    expect(renderToString(<Details summary={<summary>Own</summary>}>Body</Details>)).toBe('<details class="details"><summary>Own</summary>Body</details>');
    expect(renderToString(<Details>Body</Details>)).toBe('<details class="details"><summary>Details</summary>Body</details>');
  });
});
