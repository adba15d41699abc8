// Stand-in for `@theme/CodeBlock` inside components: docgen's code block markup (title, language label, one
// `span.line` per line, line numbers), without colours, since highlighting happens when Markdown is parsed and a
// component's code is only known when it renders. Written straight in a page, `<CodeBlock>` with literal code is a
// fenced block and is highlighted like one.
import { Fragment, type ReactNode } from 'react';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

export default function CodeBlock({ children, language, title, showLineNumbers }: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean | number }) {
  const lang = language ?? 'text';
  const lines = textOf(children).replace(/\n$/, '').split('\n');
  const first = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
  return (
    <figure className={numbered ? 'code-block line-numbers' : 'code-block'} data-lang={lang}>
      <figcaption className="code-header">
        {title && <span className="code-title">{title}</span>}
        <span className="code-lang">{lang}</span>
      </figcaption>
      <pre className="shiki" tabIndex={0}>
        <code style={numbered ? { counterReset: `line ${first - 1}`, ['--line-number-width' as string]: `${String(first + lines.length - 1).length}ch` } : undefined}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              <span className="line">{line}</span>
              {i < lines.length - 1 ? '\n' : null}
            </Fragment>
          ))}
        </code>
      </pre>
    </figure>
  );
}
