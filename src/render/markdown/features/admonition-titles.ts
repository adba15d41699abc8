// Docusaurus also writes an admonition's title after its kind, `:::note My title`, which remark-directive does not
// read as a directive at all (only `:::note[My title]`). This syntax reads that line as the directive it means, in
// the parser itself, so that a code block or an indented line showing the text stays the text it is.
//
// It is remark-directive's own container tokenizer, run as it is, with one detour: on the opening line of a
// container named after an admonition kind, once the name and the spaces after it are read, the rest of the line is
// tokenized here as the directive's label, the tokens `[My title]` would have made. Then the tokenizer goes on from
// the line's end as for `:::note[My title]`, reading the content and the closing fence itself; from there on this
// module no longer sees its states.
import { directive } from 'micromark-extension-directive';
import type { Code, Construct, Effects, Extension, State } from 'micromark-util-types';
import type { Processor } from 'unified';

/** micromark's codes for a line ending (`\r\n`, `\r`, `\n`) are -5 to -3; -2 and -1 are a tab's and a space's. */
const isLineEnding = (code: Code) => code !== null && code < -2;
const isSpace = (code: Code) => code === -2 || code === -1 || code === 9 || code === 32;

const COLON = 58;

/** The unified plugin: adds the syntax for containers named after one of `kinds`. */
export function remarkAdmonitionTitles(this: Processor, kinds: readonly string[]): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(admonitionTitleSyntax(kinds));
}

function admonitionTitleSyntax(kinds: readonly string[]): Extension {
  // Of remark-directive's constructs at `:` (a container, a leaf), the container is the concrete one.
  const constructs = directive().flow?.[COLON];
  const container = (Array.isArray(constructs) ? constructs : [constructs]).find((c) => c?.concrete);
  if (!container) throw new Error("remark-directive's container directive construct was not found");
  const titled: Construct = {
    name: 'admonitionTitle',
    concrete: true,
    tokenize(effects, ok, nok) {
      const self = this;
      /**
       * Where the opening line is: before the name's end; at it; in the spaces right after it; or past the point where
       * a title could start (a `[label]`, `{attributes}` or the line's end came first, or the title was read).
       */
      let phase: 'fence' | 'name' | 'spaced' | 'done' = 'fence';
      let admonition = false;
      // The tokenizer's own calls, watched: it reads the name and the spaces after it with these (its `[label]` and
      // `{attributes}` are read by constructs of their own, which these calls do not see).
      const watched: Effects = {
        ...effects,
        enter(type, fields) {
          if (type === 'whitespace' && phase === 'name') phase = 'spaced';
          return effects.enter(type, fields);
        },
        exit(type) {
          const token = effects.exit(type);
          if (type === 'directiveContainerName') {
            admonition = kinds.includes(self.sliceSerialize(token));
            phase = 'name';
          } else if (type === 'directiveContainerFence') phase = 'done';
          return token;
        },
      };
      const watch =
        (state: State): State =>
        (code) => {
          if (phase === 'spaced' && admonition && code !== null && !isLineEnding(code) && !isSpace(code)) return title(state)(code);
          const next = state(code);
          // The name ended on something other than a space, all in this step: no title can follow.
          if (phase === 'name') phase = 'done';
          return phase === 'done' || !next ? next : watch(next);
        };
      /** The rest of the opening line as the label; `waiting`: the container tokenizer, inside the spaces. */
      const title = (waiting: State): State => {
        effects.enter('directiveContainerLabel');
        effects.enter('directiveContainerLabelString');
        effects.enter('chunkText', { contentType: 'text' });
        phase = 'done';
        const text: State = (code) => {
          if (code !== null && !isLineEnding(code)) {
            effects.consume(code);
            return text;
          }
          effects.exit('chunkText');
          effects.exit('directiveContainerLabelString');
          effects.exit('directiveContainerLabel');
          return waiting(code);
        };
        return text;
      };
      return watch(container.tokenize.call(self, watched, ok, nok));
    },
  };
  return { flow: { [COLON]: titled } };
}
