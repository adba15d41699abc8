// Watch mode and a build's next process parse an edited page in sections and reuse the sections the edit left alone
// (issue 22: an edit's cost must not be the whole page's parse). The result must be the whole page's parse, positions and all: every
// markdown page of the site and of the fixture sites is parsed both ways, before and after an edit of one section.
import { isDeepStrictEqual } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified, type Pluggable } from 'unified';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/render/markdown/features/index.ts';
import { parseFrontmatter } from '../../../src/render/load/frontmatter.ts';
import { createMarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import { createSectionParser, splitSections } from '../../../src/render/markdown/sections.ts';
import { diskSectionStore } from '../../../src/render/markdown/section-store.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every `.md` file under the folders, project-relative. */
function markdownFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
  );
}

const PAGES = markdownFiles('content', 'test/fixtures');
const syntaxes: Pluggable[] = await Promise.all(FEATURES.flatMap((f) => (f.parse?.syntax && f.parse.sections ? [f.parse.syntax()] : [])));
const parser = unified().use(remarkParse).use(syntaxes);
const parse = (text: string) => parser.parse(text);

/** A page as the pipeline parses it: its body, after blank lines standing for the frontmatter. */
function pageText(file: string): string {
  const fm = parseFrontmatter(readFileSync(path.join(ROOT, file), 'utf8'));
  return '\n'.repeat(fm.bodyLineOffset) + fm.body;
}

/**
 * The same tree: node's deep strict equality first, which is a quarter of the file's time faster than vitest's on
 * trees this size, and vitest's `toEqual` (which strict equality implies) for its verdict and diff when they differ.
 */
function expectSameTree(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

describe('splitSections', () => {
  it('cuts before top-level headings that follow a blank line, and the sections join to the page', () => {
    const text = '# Title\n\nIntro.\n\n## One\n\nText.\n## Not after a blank line\n\n## Two\n';
    const sections = splitSections(text)!;
    expect(sections.map((s) => s.text)).toEqual(['# Title\n\nIntro.\n\n', '## One\n\nText.\n## Not after a blank line\n\n', '## Two\n']);
    expect(sections.map((s) => [s.line, s.offset])).toEqual([
      [1, 0],
      [5, text.indexOf('## One')],
      [10, text.indexOf('## Two')],
    ]);
  });

  it('gives Windows line ends the lines micromark gives them', () => {
    const text = '# One\r\n\r\nText.\r\n\r\n## Two\r\n\r\nMore.\r\n';
    const sections = createSectionParser(parse);
    expect(splitSections(text)!.map((s) => s.line)).toEqual([1, 5]);
    expectSameTree(sections.parse('crlf.md', text), parse(text));
  });

  it('never cuts inside a fenced code block or a container directive', () => {
    const fenced = 'Intro.\n\n````md\n```\n\n# in code\n```\n````\n\n# After\n';
    expect(splitSections(fenced)!.map((s) => s.text)).toEqual(['Intro.\n\n````md\n```\n\n# in code\n```\n````\n\n', '# After\n']);
    // micromark-extension-directive closes a container at the first bare fence as long as its own, code or not.
    const container = 'Intro.\n\n::::tabs\n:::tab\n\n# in a tab\n:::\n\n# still in tabs\n::::\n\n# After\n';
    expect(splitSections(container)!.map((s) => s.text.split('\n')[0])).toEqual(['Intro.', '# After']);
  });

  it('leaves whole a page with a definition, an HTML block or a tab before a fence, or without a cut', () => {
    expect(splitSections('See [the guide][g].\n\n# Two\n\n[g]: /guide\n')).toBeUndefined();
    expect(splitSections('Text[^1].\n\n# Two\n\n[^1]: A note.\n')).toBeUndefined();
    expect(splitSections('<!--\n\n# commented out\n-->\n\n# Two\n')).toBeUndefined();
    expect(splitSections('Intro.\n\n\t```\n\n# Two\n')).toBeUndefined();
    expect(splitSections('Just a paragraph.\n')).toBeUndefined();
    // A lone carriage return is a line ending to micromark, not to the cuts: the lines after it would be off by one.
    const loneCr = 'One line.\rAnother, to micromark.\n\n# Two\n';
    expect(splitSections(loneCr)).toBeUndefined();
    expectSameTree(createSectionParser(parse).parse('cr.md', loneCr), parse(loneCr));
  });
});

describe('a page parsed in sections', () => {
  it('is what watch mode gets for every .md page: each syntax of a .md page keeps within sections', () => {
    const mdSyntaxes = FEATURES.filter((f) => f.parse?.syntax && (!f.files || f.files('page.md', 'detect')));
    expect(mdSyntaxes.map((f) => f.name)).toEqual(expect.arrayContaining(['gfm', 'directives', 'admonitions']));
    expect(mdSyntaxes.filter((f) => !f.parse?.sections).map((f) => f.name)).toEqual([]);
  });

  it('is cut into sections on most of the site’s pages', () => {
    const sectioned = PAGES.filter((file) => splitSections(pageText(file)));
    expect(PAGES.length).toBeGreaterThan(40);
    expect(sectioned.length).toBeGreaterThan(PAGES.length / 2);
  });

  it.each(PAGES)('%s: parses to the whole page’s tree, before and after an edit of one section', (file) => {
    const text = pageText(file);
    const sections = createSectionParser(parse);
    expectSameTree(sections.parse(file, text), parse(text));
    const parts = splitSections(text);
    if (!parts) return;
    // A sentence added to the middle section: the sections before and after it come from the first parse.
    const middle = parts[Math.floor(parts.length / 2)]!;
    const edited = text.slice(0, middle.offset + middle.text.length) + 'An added sentence, with **emphasis**.\n\n' + text.slice(middle.offset + middle.text.length);
    expectSameTree(sections.parse(file, edited), parse(edited));
  });

  it('gives the pipeline’s result unchanged: HAST, headings, links and warnings with their lines', async () => {
    const whole = await createMarkdownProcessor();
    const reusing = await createMarkdownProcessor({ reuseSections: true });
    const file = 'content/docs/manual/Core.md';
    const { body, bodyLineOffset } = parseFrontmatter(readFileSync(path.join(ROOT, file), 'utf8'));
    const edited = body.replace(/\n## /, '\nA new paragraph with a [broken link](./nowhere.md) and <b>raw HTML</b>.\n\n## ');
    for (const text of [body, edited]) {
      expect(await reusing.toHast(text, file, bodyLineOffset)).toEqual(await whole.toHast(text, file, bodyLineOffset));
    }
  });

  it('reuses, in the next process, the sections kept on disk, and parses the page whole from a damaged store', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-sections-'));
    try {
      const file = 'content/docs/manual/Core.md';
      const text = pageText(file);
      const parts = splitSections(text)!;
      const parsed: string[] = [];
      const counting = (t: string) => (parsed.push(t), parse(t));
      createSectionParser(counting, diskSectionStore(dir, 'salt')).parse(file, text);
      expect(parsed).toHaveLength(parts.length);

      // Another process: only the edited section is parsed, and the tree is the whole page's.
      const middle = parts[Math.floor(parts.length / 2)]!;
      const edited = text.slice(0, middle.offset + middle.text.length) + 'An added sentence.\n\n' + text.slice(middle.offset + middle.text.length);
      parsed.length = 0;
      expectSameTree(createSectionParser(counting, diskSectionStore(dir, 'salt')).parse(file, edited), parse(edited));
      expect(parsed).toEqual([middle.text + 'An added sentence.\n\n']);
      // Another parser (salt) reads nothing kept by this one.
      parsed.length = 0;
      createSectionParser(counting, diskSectionStore(dir, 'other salt')).parse(file, edited);
      expect(parsed).toHaveLength(parts.length);

      // A damaged store file is not read: every section is parsed again, and the tree is still the page's.
      for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), readFileSync(path.join(dir, name), 'utf8').replace('"type"', '"typo"'));
      parsed.length = 0;
      expectSameTree(createSectionParser(counting, diskSectionStore(dir, 'salt')).parse(file, edited), parse(edited));
      expect(parsed).toHaveLength(parts.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
