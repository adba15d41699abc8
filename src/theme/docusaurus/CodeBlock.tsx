// Stand-in for `@theme/CodeBlock` inside components: docgen's code block markup (title, language label, one
// `span.line` per line, line numbers, the Copy button). Written straight in a page, `<CodeBlock>` with literal code is
// a fenced block and is highlighted when the page is built; here the code is known only when the component runs,
// and may change after it mounts (fetched, computed). So the server and the browser's first render show it the same
// way, uncoloured, whatever the props, and the browser colours it afterwards in both colour modes
// (./highlighting.ts). The Copy button is rendered here rather than added by the client's script, which leaves a
// block that has one alone: the client must not change what React hydrates.
import { Fragment, useContext, useEffect, useState, type ReactNode } from 'react';
import { LANGUAGE_LABELS, resolveLanguage, type CodeLanguage } from '../../shared/code-languages.ts';
import { HighlightContext, type HighlightedToken } from './highlighting.ts';
import type {} from '../css-custom-properties.d.ts';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  /** `language-ts`, as MDX gives a fenced block's language. */
  className?: string;
  title?: string;
  showLineNumbers?: boolean | number;
}

export default function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const code = textOf(children).replace(/\n$/, '');
  const lang = resolveLanguage(language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1]) ?? 'text';
  const lines = useHighlightedLines(code, lang);
  const first = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
  return (
    <figure className={numbered ? 'code-block line-numbers' : 'code-block'} data-lang={lang}>
      <figcaption className="code-header">
        {title && <span className="code-title">{title}</span>}
        <span className="code-lang">{LANGUAGE_LABELS[lang]}</span>
        <button type="button" className="copy-button" aria-label="Copy code to clipboard">
          Copy
        </button>
      </figcaption>
      <pre className="shiki" tabIndex={0}>
        <code style={numbered ? { counterReset: `line ${first - 1}`, '--line-number-width': `${String(first + lines.length - 1).length}ch` } : undefined}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              <span className="line">
                {line.map((token, j) => (token.style ? <span key={j} style={token.style}>{token.content}</span> : token.content))}
              </span>
              {i < lines.length - 1 ? '\n' : null}
            </Fragment>
          ))}
        </code>
      </pre>
    </figure>
  );
}

/** `code` as lines of tokens: uncoloured until the browser's highlighter has coloured this very code. */
function useHighlightedLines(code: string, lang: CodeLanguage | 'text'): HighlightedToken[][] {
  const highlight = useContext(HighlightContext);
  const [coloured, setColoured] = useState<{ code: string; lang: string; lines: HighlightedToken[][] }>();
  useEffect(() => {
    if (!highlight || lang === 'text' || !code) return;
    let current = true;
    highlight(code, lang).then(
      (lines) => current && setColoured({ code, lang, lines }),
      // Uncoloured code is still the code: a highlighter that fails to load costs only the colours.
      (error: unknown) => console.warn('[docgen] Could not colour a code block:', error),
    );
    return () => {
      current = false;
    };
  }, [highlight, code, lang]);
  if (coloured?.code === code && coloured.lang === lang) return coloured.lines;
  return code.split('\n').map((content) => [{ content }]);
}
