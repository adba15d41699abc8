// Doc comments → markdown → the site's markdown pipeline → HAST, so code in comments is highlighted like the manual's
// and links are ordinary links. `{@link}` targets are resolved here, to API URLs or to external docs; a link the SDK's
// comment makes that resolves nowhere is a warning (with the SDK file and line) and renders as code.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { JSONOutput } from 'typedoc';
import { h } from './hast.ts';
import type { ApiLinks } from './links.ts';
import { sourceOf, type AnyReflection } from './model.ts';
import { API_CLASS } from '../../shared/api-classes.ts';
import { unreachable } from '../../shared/unreachable.ts';

/** The markdown converter the build injects (the lead's pipeline); `warnings` are optional extras it may report. */
export type MarkdownToHast = (markdown: string, file: string) => Promise<{ hast: Root; warnings?: { line: number; message: string }[] }>;

type Comment = JSONOutput.Comment;
type Part = JSONOutput.CommentDisplayPart;

/** The `file` name of the one call that checks the plain-text fast path against the pipeline (see fastPathReady). */
export const CALIBRATION_FILE = 'docgen-api-calibration';

/** Block tags shown elsewhere than in the comment body. */
const HANDLED_ELSEWHERE = new Set(['@returns', '@param', '@typeParam', '@template', '@deprecated']);

const TAG_LABELS: Record<string, string> = {
  '@remarks': 'Remarks',
  '@example': 'Example',
  '@see': 'See also',
  '@defaultValue': 'Default value',
  '@default': 'Default value',
  '@throws': 'Throws',
  '@since': 'Since',
};

export interface CommentContext {
  /** Project-relative file the comment came from, for warnings and the markdown pipeline. */
  file: string;
  line: number;
  /** Who the comment belongs to, for warnings: `Core.init`. */
  owner: string;
  /**
   * Level of the heading the comment sits under (default 3, a member's h3): headings written in the comment are
   * moved below it, so that a `# Heading` in a doc comment never becomes a second h1 of the page.
   */
  headingLevel?: number;
}

export class CommentRenderer {
  /** Same markdown → same HAST: inherited members repeat their ancestor's comment on every subclass page. */
  private readonly memo = new Map<string, Promise<Root>>();
  private readonly warned = new Set<string>();
  /** Whether plain one-paragraph text may skip the pipeline; decided once, by the pipeline itself. */
  private fastPath?: Promise<boolean>;

  constructor(
    private readonly markdown: MarkdownToHast,
    private readonly links: ApiLinks,
    private readonly warnings: string[],
    /** Project-relative path of the package root, to name SDK files in warnings (`node_modules/some-sdk`). */
    private readonly packageDir: string,
    /** URL of a file in the SDK repository, for relative links in comments. */
    private readonly repoFileUrl: (path: string) => string | undefined,
    private readonly files: Record<string, string>,
  ) {}

  /** Where a reflection's comment lives, for messages. */
  contextOf(reflection: AnyReflection, owner: string): CommentContext {
    const { file, line } = sourceOf(reflection);
    return { file: file ? `${this.packageDir}/${file}` : this.packageDir, line, owner };
  }

  /** Summary (unless `summary: false`), then the body tags (remarks, examples, see, defaults …) in comment order. */
  async body(comment: Comment | undefined, ctx: CommentContext, { summary = true } = {}): Promise<ElementContent[]> {
    if (!comment) return [];
    const out: ElementContent[] = [];
    if (summary && comment.summary.length) out.push(...(await this.render(this.toMarkdown(comment.summary, ctx), ctx)));
    for (const tag of comment.blockTags ?? []) {
      if (HANDLED_ELSEWHERE.has(tag.tag)) continue;
      out.push(await this.tagBlock(tag, ctx));
    }
    return out;
  }

  /** Content of the `@returns` tag, if any. */
  async returns(comment: Comment | undefined, ctx: CommentContext): Promise<ElementContent[]> {
    const tag = comment?.blockTags?.find((t) => t.tag === '@returns');
    return tag ? this.render(this.toMarkdown(tag.content, ctx), ctx) : [];
  }

  /** `@deprecated` as a callout; an empty tag still marks the member. */
  async deprecation(comment: Comment | undefined, ctx: CommentContext): Promise<Element | undefined> {
    const tag = comment?.blockTags?.find((t) => t.tag === '@deprecated');
    if (!tag) return undefined;
    const content = tag.content.length ? await this.render(this.toMarkdown(tag.content, ctx), ctx) : [];
    return h('div', { className: ['api-deprecated'], role: 'note' }, [h('p', { className: [API_CLASS.label] }, 'Deprecated'), ...content]);
  }

  /** Only the summary, rendered (parameter descriptions, index rows). */
  async summary(parts: Part[] | undefined, ctx: CommentContext): Promise<ElementContent[]> {
    return parts?.length ? this.render(this.toMarkdown(parts, ctx), ctx) : [];
  }

  /** The first paragraph of the summary as inline content, for the index table. */
  async summaryInline(comment: Comment | undefined, ctx: CommentContext): Promise<ElementContent[]> {
    const blocks = await this.summary(comment?.summary, ctx);
    const first = blocks.find((node): node is Element => node.type === 'element');
    return first?.tagName === 'p' ? first.children : [];
  }

  /** Plain one-line summary for `Page.description`: the first paragraph, markdown removed. */
  summaryText(comment: Comment | undefined): string | undefined {
    if (!comment?.summary.length) return undefined;
    const raw = comment.summary
      .map((part) => (part.kind === 'inline-tag' ? part.tsLinkText || part.text : part.text))
      .join('')
      .replace(/\r\n?/g, '\n');
    const paragraph = raw.trim().split(/\n\s*\n/)[0] ?? '';
    if (paragraph.startsWith('```')) return undefined;
    const text = paragraph
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.*?)\1/g, '$2')
      .replace(/(^|\W)[*_]([^*_]+)[*_](?=\W|$)/g, '$1$2')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return text || undefined;
  }

  private async tagBlock(tag: JSONOutput.CommentTag, ctx: CommentContext): Promise<Element> {
    let markdown = this.toMarkdown(tag.content, ctx);
    // TSDoc examples are TypeScript unless a fence says otherwise.
    if (tag.tag === '@example') markdown = markdown.replace(/^```[ \t]*\n/gm, '```ts\n');
    const label = TAG_LABELS[tag.tag] ?? humanise(tag.tag);
    const title = tag.name ? `${label}: ${tag.name}` : label;
    const name = tag.tag.slice(1).toLowerCase();
    return h('div', { className: ['api-tag', `api-tag-${name}`] }, [h('p', { className: [API_CLASS.label] }, title), ...(await this.render(markdown, ctx))]);
  }

  private async render(markdown: string, ctx: CommentContext): Promise<ElementContent[]> {
    if (!markdown.trim()) return [];
    const plain = (await this.fastPathReady()) ? plainParagraph(markdown) : undefined;
    if (plain !== undefined) return [paragraph(plain)];
    let pending = this.memo.get(markdown);
    if (!pending) {
      pending = this.markdown(markdown, ctx.file).then(({ hast, warnings }) => {
        for (const w of warnings ?? []) this.warn(`${ctx.file}:${ctx.line}: ${w.message} (in the doc comment of ${ctx.owner})`);
        return hast;
      });
      this.memo.set(markdown, pending);
    }
    // Pages are separate data: a shared subtree would let one page's post-processing leak into another.
    const nodes = structuredClone((await pending).children).filter(isElementContent);
    demoteHeadings(nodes, (ctx.headingLevel ?? 3) + 1);
    return nodes;
  }

  /**
   * Most doc comments are one plain sentence, and the pipeline's per-call overhead dominates for them. Such text
   * skips the pipeline, but only after the pipeline itself has shown, on a sample with the same traits, that it turns
   * it into exactly one paragraph of the same text: if the pipeline ever changes that (typographic quotes, classes on
   * paragraphs), the fast path switches itself off.
   */
  private fastPathReady(): Promise<boolean> {
    this.fastPath ??= (async () => {
      const sample = 'It\'s a "plain" (sample) text, with 2 lines: one\n  and two; 50% done.';
      const expected = plainParagraph(sample);
      if (expected === undefined) return false;
      const { hast } = await this.markdown(sample, CALIBRATION_FILE);
      return jsonWithoutPositions(hast) === JSON.stringify({ type: 'root', children: [paragraph(expected)] });
    })();
    return this.fastPath;
  }

  /** Display parts → markdown, with every `{@link}` turned into a markdown link or, when unresolvable, code. */
  toMarkdown(parts: Part[], ctx: CommentContext): string {
    let out = '';
    for (const part of parts) {
      switch (part.kind) {
        case 'text':
        case 'code':
          out += part.text;
          break;
        case 'inline-tag':
          out += this.inlineTag(part, ctx);
          break;
        case 'relative-link':
          out += this.relativeLink(part, ctx);
          break;
        default:
          unreachable(part);
      }
    }
    return out;
  }

  private inlineTag(part: JSONOutput.InlineTagDisplayPart, ctx: CommentContext): string {
    if (part.tag === '@link' || part.tag === '@linkcode' || part.tag === '@linkplain') {
      // `{@link three#Object3D.add}` reads as `Object3D.add`: the module prefix is addressing, not text.
      const label = (part.tsLinkText || part.text).trim().replace(/^[\w@/.-]+[#!](?=[\w$])/, '');
      const url = this.links.urlOfTarget(part.target) ?? (part.target === undefined || typeof part.target === 'object' ? this.links.resolveName(part.text) : undefined);
      if (!url) {
        this.warn(`${ctx.file}:${ctx.line}: {${part.tag} ${part.text}} in the doc comment of ${ctx.owner} does not resolve to an exported symbol or external page`);
        return codeSpan(label);
      }
      const text = part.tag === '@linkcode' ? codeSpan(label) : escapeLabel(label);
      return `[${text}](${this.links.use(url)})`;
    }
    if (part.tag === '@inheritDoc') {
      this.warn(`${ctx.file}:${ctx.line}: {@inheritDoc} in the doc comment of ${ctx.owner} has nothing to inherit from`);
      return '';
    }
    // `{@label}` names a declaration for references and is not shown; other (custom) inline tags show their text.
    return part.tag === '@label' ? '' : escapeLabel(part.text);
  }

  /** `[x](./README.md)` in a comment points into the SDK's repository, not into this site. */
  private relativeLink(part: JSONOutput.RelativeLinkDisplayPart, ctx: CommentContext): string {
    const file = part.target !== undefined ? this.files[String(part.target)] : undefined;
    if (!file || !file.startsWith(`${this.packageDir}/`)) {
      this.warn(`${ctx.file}:${ctx.line}: relative link ${part.text} in the doc comment of ${ctx.owner} points outside the SDK package`);
      return '#';
    }
    const url = this.repoFileUrl(file.slice(this.packageDir.length + 1));
    if (url === undefined) {
      this.warn(`${ctx.file}:${ctx.line}: relative link ${part.text} in the doc comment of ${ctx.owner} has no address: the API's config gives no sourceLinkTemplate`);
      return '#';
    }
    return url + (part.targetAnchor ? `#${part.targetAnchor}` : '');
  }

  private warn(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.warnings.push(message);
  }
}

/**
 * The text of the single paragraph CommonMark + GFM + directives make of `markdown`, when that is certain without
 * parsing: no markup characters, autolinks, entities, directives, block markers, blank lines or hard breaks.
 */
export function plainParagraph(markdown: string): string | undefined {
  // `:x` starts a directive (remark-directive), `x://`, `www.` and `@` autolinks.
  if (/[\\`*_[\]<>#|~!&{}$]|:\S|www\.|@/.test(markdown)) return undefined;
  const lines = markdown.replace(/\r\n?/g, '\n').replace(/^\n+|\s+$/g, '').split('\n');
  const [first] = lines;
  if (first === undefined || /^( {4}|\t)/.test(first)) return undefined;
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) return undefined;
    if (/^\s*([-+=>]|\d+[.)])(\s|$)/.test(line) || /^\s*[-=]{2,}\s*$/.test(line)) return undefined;
    if (i < lines.length - 1 && / {2,}$/.test(line)) return undefined;
  }
  return lines.map((line) => line.trim()).join('\n');
}

const HEADING = /^h([1-6])$/;

/** Shifts the headings of comment content down so that the shallowest is at least `top` (at most h6). */
function demoteHeadings(nodes: ElementContent[], top: number): void {
  const headings: Element[] = [];
  const walk = (list: ElementContent[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      if (HEADING.test(node.tagName)) headings.push(node);
      walk(node.children);
    }
  };
  walk(nodes);
  if (!headings.length) return;
  const levelOf = (e: Element) => Number(HEADING.exec(e.tagName)?.[1]);
  const shift = top - Math.min(...headings.map(levelOf));
  if (shift <= 0) return;
  for (const e of headings) e.tagName = `h${Math.min(6, levelOf(e) + shift)}`;
}

function paragraph(text: string): Element {
  return { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] };
}

/** A tree's JSON without its positions. */
function jsonWithoutPositions(node: Root): string {
  return JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value));
}

/** A comment's content is phrasing and flow content: a root's other children (a doctype) cannot occur in it. */
function isElementContent(node: RootContent): node is ElementContent {
  return node.type !== 'doctype';
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function escapeLabel(text: string): string {
  return text.replace(/([\\[\]*_`<>])/g, '\\$1');
}

function humanise(tag: string): string {
  const word = tag.replace(/^@/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
