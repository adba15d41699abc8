// An `.mdx` page that does not parse. remark-mdx stops at the first mistake with a VFileMessage (its line, column,
// reason, and for JavaScript acorn's own error as its cause); uncaught, it ended `docgen build` and `check-links`
// with a raw dump that named no file. Here it becomes a problem at its place, with what to do.

export interface MdxSyntaxProblem {
  line?: number;
  column?: number;
  message: string;
  hint: string;
}

const HINT = 'MDX reads `<` and `{` as JSX and JavaScript: close every tag (`<br />`), check the JSX and expressions here, and write a literal `<` or `{` in text as `\\<` or `\\{`.';

/** The problem a parse error of remark-mdx describes; undefined for any other error. */
export function mdxSyntaxProblem(error: unknown): MdxSyntaxProblem | undefined {
  if (!(error instanceof Error) || !('reason' in error) || typeof error.reason !== 'string' || !('ruleId' in error)) return undefined;
  const at = (key: 'line' | 'column'): number | undefined => {
    const value: unknown = Reflect.get(error, key);
    return typeof value === 'number' ? value : undefined;
  };
  const cause = error.cause instanceof Error ? `: ${error.cause.message.replace(/ \(\d+:\d+\)$/, '')}` : '';
  return { line: at('line'), column: at('column'), message: `this MDX does not parse: ${error.reason}${cause}.`, hint: HINT };
}
