// @vitest-environment happy-dom
// The `@theme/CodeBlock` stand-in (issue #42): the server and the browser's first render give the same HTML for any
// props, children that a component sets after mounting included, so React hydrates it without a mismatch; once
// mounted, the browser's highlighter colours the code, in both colour modes' variables.
import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CodeBlock from '../../src/theme/docusaurus/CodeBlock.tsx';
import { HighlightContext, type HighlightCode } from '../../src/theme/docusaurus/highlighting.ts';
import { highlight } from '../../src/client/highlight/highlighter.ts';
import { addCopyButtons } from '../../src/client/copy.ts';

/** A component that, like a page's, fetches its code once it runs: empty on the server. */
function Fetched({ code, ...props }: { code: string; language?: string; title?: string; showLineNumbers?: boolean | number }) {
  const [text, setText] = useState('');
  useEffect(() => void Promise.resolve(code).then(setText), [code]);
  return <CodeBlock {...props}>{text}</CodeBlock>;
}

/** Renders its children as they are, and calls `done` once they are on the page: its effect runs after theirs. */
function Mounted({ children, done }: { children: ReactNode; done: () => void }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Server HTML, the client's page script (which gives code blocks their Copy button, before islands hydrate), then
 * hydration with the browser's highlighter, as the site's islands hydrate (React's production build); what React
 * reported, and the element. A mismatch makes React render the tree again in the browser, and it reports the mismatch
 * before the effects of that render run.
 */
async function hydrate(element: ReactNode, colour: HighlightCode = highlight) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  const serverHtml = root.innerHTML;
  document.body.replaceChildren(root);
  addCopyButtons(document);
  const errors: unknown[] = [];
  await new Promise<void>((resolve) => {
    hydrateRoot(root, <Mounted done={resolve}><HighlightContext.Provider value={colour}>{element}</HighlightContext.Provider></Mounted>, {
      onRecoverableError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
    });
  });
  return { root, serverHtml, errors };
}

describe('the @theme/CodeBlock stand-in', () => {
  it('hydrates without a mismatch for any props, children set after mounting included', async () => {
    const cases: ReactNode[] = [
      <CodeBlock language="ts" title="empty.ts" showLineNumbers>{''}</CodeBlock>,
      <CodeBlock language="js">{['const a = ', 1, ';\n', 'a;\n']}</CodeBlock>,
      <CodeBlock className="language-bash" showLineNumbers={3}>{'npm run build\nnpm start'}</CodeBlock>,
      <CodeBlock language="no-such-language">{'plain words'}</CodeBlock>,
      <Fetched code={'export const b = 2;\nconsole.log(b);'} language="ts" title="fetched.ts" showLineNumbers />,
    ];
    for (const element of cases) {
      const { errors } = await hydrate(element);
      expect(errors).toEqual([]);
    }
  });

  it('shows the code uncoloured first, with its own Copy button, then colours it once mounted', async () => {
    const { root, serverHtml } = await hydrate(<Fetched code={'export const b = 2;'} language="ts" title="b.ts" />);
    // The server's block: empty, labelled, with the Copy button the client's script would otherwise add.
    expect(serverHtml).toContain('<span class="code-title">b.ts</span><span class="code-lang">TypeScript</span><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button>');
    expect(serverHtml).toContain('<code><span class="line"></span></code>');
    await expect.poll(() => root.querySelectorAll('.line span[style]').length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(root.querySelector('code')!.textContent).toBe('export const b = 2;');
    const keyword = [...root.querySelectorAll<HTMLElement>('.line span[style]')].find((span) => span.textContent === 'export')!;
    expect(keyword.style.getPropertyValue('--shiki-light')).toMatch(/^#[0-9A-F]{6}$/i);
    expect(keyword.style.getPropertyValue('--shiki-dark')).toMatch(/^#[0-9A-F]{6}$/i);
    expect(keyword.style.getPropertyValue('--shiki-light')).not.toBe(keyword.style.getPropertyValue('--shiki-dark'));
  });
});
