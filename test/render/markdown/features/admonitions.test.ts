// Admonitions (src/render/markdown/features/admonitions.ts): a title given after the kind, as Docusaurus also writes
// it (`:::note My title`), makes the same markup and the same page Markdown as the label form (`:::note[My title]`),
// and only where a directive can start: text that shows the line in code, or another directive's name, stays text.
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { hastToMarkdown } from '../../../../src/render/llms/markdown.ts';
import { ADMONITION_KEYWORDS, ADMONITION_KINDS } from '../../../../src/render/markdown/features/admonitions.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../../../../src/render/markdown/pipeline.ts';

let md: MarkdownProcessor;
beforeAll(async () => {
  md = await createMarkdownProcessor();
});

const html = async (source: string) => {
  const { hast, warnings } = await md.toHast(source, 'page.md');
  expect(warnings).toEqual([]);
  return toHtml(hast);
};

describe('an admonition title after the kind', () => {
  it('makes the same markup as the label form, for every kind, inline markup included', async () => {
    for (const kind of ADMONITION_KINDS) {
      const spaced = await html(`:::${kind} Mind the *first* \`frame\`\nThe body.\n:::\n`);
      expect(spaced).toBe(await html(`:::${kind}[Mind the *first* \`frame\`]\nThe body.\n:::\n`));
      expect(spaced).toBe(`<div class="admonition admonition-${kind}"><p class="admonition-title">Mind the <em>first</em> <code>frame</code></p><p>The body.</p></div>`);
    }
  });

  it('makes the same page Markdown as the label form', async () => {
    const ctx = { siteUrl: 'https://example.test' };
    const spaced = hastToMarkdown((await md.toHast(':::tip Pin the version\nUse `0.17.0`.\n:::\n', 'a.md')).hast, ctx);
    expect(spaced).toBe(hastToMarkdown((await md.toHast(':::tip[Pin the version]\nUse `0.17.0`.\n:::\n', 'b.md')).hast, ctx));
    expect(spaced).toBe('> **Pin the version**\n>\n> Use `0.17.0`.\n');
  });

  it('drops the spaces around the title, and reads the block as a directive in lists, quotes and other admonitions', async () => {
    expect(await html(':::note    Spaced out   \nBody.\n:::\n')).toBe(await html(':::note[Spaced out]\nBody.\n:::\n'));
    expect(await html('- Step one.\n\n  :::warning Careful\n  Hot.\n  :::\n')).toContain('<li>\n<p>Step one.</p>\n<div class="admonition admonition-warning"><p class="admonition-title">Careful</p><p>Hot.</p></div>\n</li>');
    expect(await html('> :::info Aside\n> Quoted.\n> :::\n')).toContain('<blockquote>\n<div class="admonition admonition-info"><p class="admonition-title">Aside</p><p>Quoted.</p></div>\n</blockquote>');
    expect(await html('::::danger Outer\n:::tip Inner\nDeep.\n:::\n::::\n')).toBe(
      '<div class="admonition admonition-danger"><p class="admonition-title">Outer</p><div class="admonition admonition-tip"><p class="admonition-title">Inner</p><p>Deep.</p></div></div>',
    );
  });

  it('leaves the line as it is in code, and after other directive names or a label', async () => {
    expect(await html('```md\n:::note My title\n:::\n```\n')).toContain('>:::note My title</span>');
    expect(await html('Text.\n\n    :::note My title\n')).toContain('>:::note My title</span>');
    const { hast, warnings } = await md.toHast(':::details More to read\nHidden.\n:::\n\n:::note[Label] and more\nBody.\n:::\n', 'c.md');
    expect(warnings).toEqual([]);
    expect(toHtml(hast)).toBe('<p>:::details More to read\nHidden.\n:::</p>\n<p>:::note[Label] and more\nBody.\n:::</p>');
  });
});

describe("Docusaurus's admonition keywords and attributes", () => {
  it('reads caution as a warning and the legacy secondary, important and success as a note, an info and a tip, titled by their keyword', async () => {
    expect(ADMONITION_KEYWORDS).toEqual(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'important', 'success']);
    expect(await html(':::caution\nHot.\n:::\n')).toBe('<div class="admonition admonition-warning admonition-caution"><p class="admonition-title">Caution</p><p>Hot.</p></div>');
    expect(await html(':::secondary\nA.\n:::\n')).toBe('<div class="admonition admonition-note admonition-secondary"><p class="admonition-title">Secondary</p><p>A.</p></div>');
    expect(await html(':::important\nB.\n:::\n')).toBe('<div class="admonition admonition-info admonition-important"><p class="admonition-title">Important</p><p>B.</p></div>');
    expect(await html(':::success\nC.\n:::\n')).toBe('<div class="admonition admonition-tip admonition-success"><p class="admonition-title">Success</p><p>C.</p></div>');
    expect(await html(':::caution Watch out\nD.\n:::\n')).toContain('<p class="admonition-title">Watch out</p>');
  });

  it('takes classes and the last id from `{.class #id}`, and a title attribute', async () => {
    expect(await html(':::info{.shadow #info-4 .blue #info-2 hello=world}\nBody.\n:::\n')).toBe('<div class="admonition admonition-info shadow blue" id="info-2"><p class="admonition-title">Info</p><p>Body.</p></div>');
    expect(await html(':::tip{title="Given"}\nBody.\n:::\n')).toContain('<p class="admonition-title">Given</p>');
  });

  it('makes an admonition of a title alone, with no body, and of one indented in a list item or quoted twice', async () => {
    expect(await html(':::note Title Only\n\n:::\n')).toBe('<div class="admonition admonition-note"><p class="admonition-title">Title Only</p></div>');
    expect(await html(':::note Your Title Only\n:::\n')).toBe('<div class="admonition admonition-note"><p class="admonition-title">Your Title Only</p></div>');
    expect(await html('1. Item 1\n\n   :::info Important Considerations\n\n   Keep it smooth.\n\n   :::\n')).toContain('<div class="admonition admonition-info"><p class="admonition-title">Important Considerations</p><p>Keep it smooth.</p></div>');
    const quoted = await html('> :::caution There be dragons\n>\n> Content\n>\n> :::\n>\n> > :::caution There be dragons\n> >\n> > Content\n> >\n> > :::\n');
    expect(quoted.match(/admonition-caution/g)).toHaveLength(2);
    expect(quoted).not.toContain(':::');
  });
});
