// The remark step of .mdx pages (issue #23, item 1): statements and expressions out of the tree, constants kept as
// values, HTML written as JSX turned into elements, unbound components and `export default` reported at their line.
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { mdxCompat } from '../../../../src/render/markdown/mdx/compat.ts';
import { mdxToData } from '../../../../src/render/markdown/mdx/to-data.ts';

function parse(source: string) {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdxCompat(source));
  const errors: { line: number; message: string }[] = [];
  const mdx = mdxToData(tree, (node, message) => errors.push({ line: node.position?.start.line ?? 0, message }));
  return { tree, mdx, errors };
}

const PAGE = `import Counter, {Other as Renamed} from './Counter.jsx';
export const answer = 42;

# Title {#custom-id}

<!-- a note to authors -->
Some <b>bold</b>, <kbd>Ctrl</kbd><br/> and {answer} {/* comment */}.

<Counter start={3} label="x" on style={{color: 'red', margin: -2}} Comp={Renamed} {...{a: 1}}>
  Markdown **children**
</Counter>
`;

describe('mdxToData', () => {
  it('takes the statements out with their lines and the names they bind', () => {
    const { tree, mdx, errors } = parse(PAGE);
    expect(errors).toEqual([]);
    expect(mdx.esm).toEqual([{ code: "import Counter, {Other as Renamed} from './Counter.jsx';\nexport const answer = 42;", line: 1 }]);
    expect(mdx.bindings).toEqual(['Counter', 'Renamed', 'answer']);
    expect(JSON.stringify(tree)).not.toContain('mdxjsEsm');
    expect(mdx.components).toEqual(['Counter']);
  });

  it('keeps constants as values and numbers every other expression', () => {
    const { tree, mdx } = parse(PAGE);
    expect(mdx.expressions.map((e) => e.code)).toEqual(['answer', 'Renamed']);
    const counter = tree.children.find((n) => n.type === 'mdxJsxFlowElement')!;
    const props = Object.fromEntries(
      counter.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [[a.name, typeof a.value === 'object' && a.value ? (a.value.data!.estree!.body[0] as { expression: unknown }).expression : a.value]] : [])),
    );
    expect(props.start).toEqual({ type: 'Literal', value: 3 });
    expect(props.style).toEqual({ type: 'Literal', value: { color: 'red', margin: -2 } });
    expect(props.Comp).toEqual({ type: 'Identifier', name: '__docgen_expression_1' });
    expect(props.label).toBe('x');
    expect(props.on).toBeNull();
    const spread = counter.attributes.find((a) => a.type === 'mdxJsxExpressionAttribute')!;
    expect(spread.data!.estree!.body[0]).toMatchObject({ expression: { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: { type: 'Literal', value: { a: 1 } } }] } });
  });

  it('makes HTML written as JSX into elements, drops comments and keeps a heading id', () => {
    const { tree } = parse(PAGE);
    const text = JSON.stringify(tree);
    expect(text).toContain('"hName":"b"');
    expect(text).toContain('"hName":"kbd"');
    expect(text).toContain('"hName":"br"');
    expect(text).not.toContain('comment');
    expect(text).not.toContain('a note to authors');
    expect(text).toContain('Title {#custom-id}');
  });

  it('makes a paragraph of nothing but JSX into blocks, as MDX does, and leaves JSX inside a sentence inline', () => {
    const { tree, mdx } = parse("import Heading from '@theme/Heading';\nimport Pill from './Pill';\n\n<Heading as=\"h1\" id=\"top\">Title</Heading>\n\nIt is <Pill>stable</Pill> today.\n");
    expect(tree.children.map((n) => n.type)).toEqual(['mdxJsxFlowElement', 'paragraph']);
    expect(JSON.stringify(tree.children[1])).toContain('mdxJsxTextElement');
    expect(mdx.components).toEqual(['Heading', 'Pill']);
  });

  it('reports a component nobody imported and `export default`, at their lines', () => {
    const { errors } = parse('export default function Layout() {}\n\nText.\n\n<Missing.Part />\n');
    expect(errors).toEqual([
      { line: 1, message: expect.stringContaining('`export default` is not supported') },
      { line: 5, message: expect.stringContaining('<Missing.Part> is not imported') },
    ]);
  });
});

describe('mdxCompat', () => {
  it('escapes heading ids and turns HTML comments into MDX comments outside code, keeping lines', () => {
    const source = '## A {#a}\n<!-- one\ntwo -->\n```md\n## B {#b}\n<!-- kept -->\n```\n`<!-- inline -->`\n';
    const out = mdxCompat(source);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out).toContain('## A \\{#a}');
    expect(out).toContain('{/* one\ntwo */}');
    expect(out).toContain('## B {#b}\n<!-- kept -->');
    expect(out).toContain('`<!-- inline -->`');
  });
});
