// Both colour themes from one tokenization. Shiki colours a block for a light and a dark theme by tokenizing it once
// per theme, so the grammar's regexes, most of a block's cost, run twice. GitHub's light and dark themes have the
// same rules in the same order with the same font styles; only their colours differ. This module makes one theme of
// those rules in which each colour stands for a (light, dark) pair, Shiki tokenizes the block once with it, and each
// token is turned back into what Shiki's two-theme output gives it.
//
// Why the output is the same: TextMate takes a token's colour, background and font style from the rules that match
// its scopes, and a line's tokens change where any of them does. With the same rules, both themes take them from the
// same rule, so a paired colour changes exactly where the light or the dark colour does: where Shiki's two-theme
// output splits the line (it splits each theme's tokens at the other's boundaries). The rest is Shiki's own code
// (`flatTokenVariants` writes the CSS variables), except the merging of whitespace-only tokens, done here after the
// pairs are resolved as Shiki does it on two-theme tokens (which carry no font style), and the `<pre>`'s class and
// style, taken from Shiki's two-theme output of an empty block.
//
// Measured on the 637 code blocks of the content, the test fixtures and the bench's copies: 1.55–1.67 s against
// 2.84–3.14 s, with byte-identical HTML. The tests compare a sample of every language
// (test/render/markdown/paired-themes.test.ts) and every block of the site's content (test/release/) with Shiki's
// two-theme output. Themes whose rules differ in anything but colour are not paired
// (`pairThemes` gives undefined) and go through Shiki's two passes.
import type { Properties } from 'hast';
import type { flatTokenVariants, HighlighterCore, ShikiTransformer, ThemedToken, ThemeRegistration } from 'shiki/core';

export interface PairedThemes {
  /** The theme to tokenize with: the themes' rules, each colour replaced by its pair's. */
  theme: ThemeRegistration & { name: string };
  /** Turns the paired theme's tokens and `<pre>` into the two themes' (as `codeToHast` makes them with `themes`). */
  transformer: ShikiTransformer;
}

type Rule = NonNullable<ThemeRegistration['tokenColors']>[number];

/** Colour keys of a rule's settings and of a theme's editor colours that a token's colour comes from. */
const COLOR_KEYS = ['foreground', 'background'] as const;
const EDITOR_COLORS = ['editor.foreground', 'editor.background'] as const;
const HEX = /^#[0-9a-f]+$/i;
const WHITESPACE_ONLY = /^\s+$/;

/** What pairing takes from Shiki, which is imported only when a block is highlighted (../markdown/highlight.ts). */
export interface PairingShiki {
  flatTokenVariants: typeof flatTokenVariants;
  /** The properties of the `<pre>` Shiki makes with the two themes (asked for once, when the first block is done). */
  twoThemePre(): Properties;
}

/**
 * One theme for `themes` (variant name → theme, in Shiki's order), or undefined when they differ in anything but
 * colour.
 */
export function pairThemes(themes: Record<string, ThemeRegistration>, shiki: PairingShiki): PairedThemes | undefined {
  const variants = Object.keys(themes);
  const all = Object.values(themes);
  const [first] = all;
  const lists = all.flatMap((theme) => (theme.tokenColors ? [theme.tokenColors] : []));
  const [firstList, ...otherLists] = lists;
  if (!first || all.length < 2 || !firstList || lists.length !== all.length || otherLists.some((list) => list.length !== firstList.length)) return undefined;
  // Each editor colour in every theme, by key.
  const editorColours: [string, string[]][] = [];
  for (const key of EDITOR_COLORS) {
    const colours = all.map((theme) => theme.colors?.[key] ?? '');
    if (!colours.every((colour) => HEX.test(colour))) return undefined;
    editorColours.push([key, colours]);
  }
  // Each rule with its colours in every theme.
  const rules: { rule: Rule; colours: RuleColours }[] = [];
  for (const [i, rule] of firstList.entries()) {
    const colours = sameButColours([rule, ...otherLists.flatMap((list) => list[i] ?? [])]);
    if (!colours) return undefined;
    rules.push({ rule, colours });
  }

  // A paired colour is a made-up hex colour, one per distinct tuple; TextMate hands token colours back upper-cased,
  // and so does Shiki's two-theme output, so each variant's colour is kept upper-cased.
  const pairs = new Map<string, string[]>();
  const byTuple = new Map<string, string>();
  const paired = (colours: string[]): string => {
    const tuple = colours.join(' ');
    let colour = byTuple.get(tuple);
    if (!colour) {
      colour = `#${(byTuple.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      byTuple.set(tuple, colour);
      pairs.set(colour, colours.map((c) => c.toUpperCase()));
    }
    return colour;
  };
  const tokenColors = rules.map(({ rule, colours }): Rule => {
    const settings = { ...rule.settings };
    for (const key of COLOR_KEYS) {
      const inEach = colours[key];
      if (inEach) settings[key] = paired(inEach);
    }
    return { ...rule, settings };
  });
  const colors = Object.fromEntries(editorColours.map(([key, colours]) => [key, paired(colours)]));
  const theme = { name: `docgen-paired-${all.map((t) => t.name).join('-')}`, type: first.type, colors, tokenColors };

  const unpaired = (token: ThemedToken): ThemedToken => {
    // Plain text has no colour in any theme.
    const colours = token.color === undefined ? variants.map(() => undefined) : pairs.get(token.color);
    // Otherwise every token has a rule's colour or the default one, all paired: anything else means the reasoning
    // above no longer holds (a new Shiki), and guessing would colour code wrongly.
    if (!colours) throw new Error(`paired themes: token colour ${token.color} is no pair's; highlight with Shiki's two themes`);
    const variantsOf = Object.fromEntries(variants.map((name, i) => [name, { ...token, color: colours[i] }]));
    return shiki.flatTokenVariants({ content: token.content, offset: token.offset, explanation: token.explanation, variants: variantsOf }, variants, '--shiki-', false);
  };
  let pre: Properties | undefined;
  return {
    theme,
    transformer: {
      name: 'docgen:paired-themes',
      tokens(lines) {
        return lines.map((line) => mergeWhitespace(line.map(unpaired)));
      },
      pre(node) {
        pre ??= shiki.twoThemePre();
        node.properties = { ...node.properties, class: pre.class, style: pre.style };
      },
    },
  };
}

/** The `<pre>` properties Shiki gives a block highlighted with `themes` (variant → theme name). */
export function twoThemePreOf(hl: HighlighterCore, themes: Record<string, string>): Properties {
  const root = hl.codeToHast('', { lang: 'text', themes, defaultColor: false });
  const pre = root.children[0];
  if (pre?.type !== 'element') throw new Error('paired themes: Shiki made no <pre> for an empty block');
  return pre.properties;
}

/** A rule's colours in each theme, by key: absent where no theme's rule has that colour. */
type RuleColours = Partial<Record<(typeof COLOR_KEYS)[number], string[]>>;

/**
 * The same rule in each theme (same scopes and same settings but for the colours, present in all or in none): its
 * colours in each theme; undefined when the rules differ otherwise.
 */
function sameButColours(rules: Rule[]): RuleColours | undefined {
  const [first, ...others] = rules.map((rule) => {
    const { foreground, background, ...rest } = rule.settings;
    const colours = [foreground, background];
    if (colours.some((c) => c !== undefined && !HEX.test(c))) return undefined;
    return JSON.stringify([rule.scope, rest, colours.map((c) => c !== undefined)]);
  });
  if (first === undefined || !others.every((other) => other === first)) return undefined;
  const colours: RuleColours = {};
  for (const key of COLOR_KEYS) {
    const inEach = rules.flatMap((rule) => rule.settings[key] ?? []);
    if (inEach.length > 0) colours[key] = inEach;
  }
  return colours;
}

/**
 * Shiki's merging of whitespace-only tokens (`mergeWhitespaces`) as it treats two-theme tokens: one is joined to the
 * token after it in the line. (On one theme's tokens it keeps underlined and struck-through whitespace apart, which
 * two-theme tokens, having no font style of their own, never are.)
 */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carried = '';
  let offset = 0;
  line.forEach((token, i) => {
    if (WHITESPACE_ONLY.test(token.content) && line[i + 1]) {
      if (!carried) offset = token.offset;
      carried += token.content;
    } else if (carried) {
      merged.push({ ...token, offset, content: carried + token.content });
      carried = '';
    } else merged.push(token);
  });
  return merged;
}
