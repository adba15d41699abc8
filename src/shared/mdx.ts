// What an `.mdx` page carries besides its tree: its import and export statements and the JavaScript expressions its
// JSX uses, as source text with their file lines. The tree keeps MDX's own JSX and expression nodes (mdast-util-mdx),
// but each node's parsed program is replaced by a tiny one that names what to evaluate (`MdxRef`), so the tree stays
// plain data that the caches, the link check, search and the page's Markdown read like any other.
// The evaluation itself happens where the page is rendered, against the page's module (src/theme/MdxContent.tsx).

/** A statement or expression of the page's source, with the file line it starts on (for error messages). */
export interface MdxSource {
  code: string;
  line: number;
}

export interface PageMdx {
  /** The page's `import` and `export` statements, in order. */
  esm: MdxSource[];
  /** The names those statements bind (imports, exported declarations): what the page's JSX may name. */
  bindings: string[];
  /** Every expression of the page that is not a constant, referenced from the tree by its index. */
  expressions: MdxSource[];
  /** The components the page names in JSX (`Counter`, `Tabs.Item`), for the error about an unbound name. */
  components: string[];
  /** The page's headings as Docusaurus's MDX binds them to `toc`, when the page names `toc` without binding it. */
  toc?: { value: string; id: string; level: number }[];
}

/** The identifier a tree's expression node names to mean "expression number i of the page". */
export const EXPRESSION_PREFIX = '__docgen_expression_';

/** MDX node types kept in the HAST (remark-rehype `passThrough`). */
export const MDX_HAST_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression'] as const;
