// Docusaurus's magic comments in code blocks: a line that holds nothing but a comment saying `highlight-next-line`,
// `highlight-start` or `highlight-end` marks lines to highlight, and is itself taken out of the code, so that neither
// the reader, the copy button, search nor the Markdown copy of the page ever sees it.
//
// Which comment forms count depends on the block's language, as in Docusaurus (theme-common's codeBlockUtils): a
// `// highlight-next-line` in a shell block is code, not a marker. Languages docgen does not highlight keep their
// own forms (`-- ` in Lua and SQL, `%` in TeX…), since Docusaurus readers write them there.
import { unreachable } from '../../shared/unreachable.ts';

/** A comment form: the regular expressions of its opening and closing marks. */
type Form = readonly [open: string, close: string];

const FORMS = {
  slashes: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const satisfies Record<string, Form>;

type FormName = keyof typeof FORMS;

/** The forms every language without forms of its own accepts. */
const COMMON: FormName[] = ['slashes', 'block', 'jsx', 'hash', 'html'];

/** The comment forms of a fence language, as written (lowercased). */
function formsOf(language: string): FormName[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['slashes', 'block'];
    case 'jsx':
    case 'tsx':
      return ['slashes', 'block', 'jsx'];
    case 'html':
      return ['slashes', 'block', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['hash'];
    case 'markdown':
    case 'md':
      // Markdown text comments in HTML or MDX, its frontmatter in YAML.
      return ['html', 'jsx', 'hash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'block'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f90'];
    case 'fsharp':
      return ['slashes', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f90'];
    case 'cobol':
      return ['cobol'];
    default:
      return COMMON;
  }
}

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof DIRECTIVES)[number];
/** The pattern's groups capture only directives: the one that matched is the one defined. */
const isDirective = (group: string | undefined): group is Directive => DIRECTIVES.some((directive) => directive === group);
const patterns = new Map<string, RegExp>();

/** A line that is only a magic comment in one of the language's forms; the directive is in the one group that matched. */
function directivePattern(language: string): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const forms = formsOf(language).map((name) => {
      const [open, close] = FORMS[name];
      return `(?:${open}\\s*(${DIRECTIVES.join('|')})\\s*${close})`;
    });
    patterns.set(language, (pattern = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`)));
  }
  return pattern;
}

export interface MagicCommentResult {
  /** The code without its magic comment lines. */
  code: string;
  /** 1-based numbers, in the returned code, of the lines the comments highlight. */
  highlighted: Set<number>;
}

/**
 * Takes the magic comment lines out of `code` and returns the lines they highlight. `highlight-next-line` marks the
 * line after it; `highlight-start` … `highlight-end` the lines between (an end without a start counts from the first
 * line). `language` is the fence's language as written, lowercased.
 */
export function takeMagicComments(code: string, language: string): MagicCommentResult {
  const pattern = directivePattern(language);
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let start = 1;
  for (const line of code.split('\n')) {
    const directive = pattern.exec(line)?.slice(1).find(isDirective);
    // The number the next kept line will have.
    const next = kept.length + 1;
    switch (directive) {
      case undefined:
        kept.push(line);
        break;
      case 'highlight-next-line':
        highlighted.add(next);
        break;
      case 'highlight-start':
        start = next;
        break;
      case 'highlight-end':
        for (let n = start; n < next; n++) highlighted.add(n);
        break;
      default:
        unreachable(directive);
    }
  }
  return { code: kept.join('\n'), highlighted };
}
