// html-validate's configuration for the built site (test/release/html.test.ts). Everything of the recommended and
// document presets applies, except rules about *how* valid HTML is spelled where the spelling is a deliberate choice
// of the renderer — each exception says why. Validity, content models, ids, ARIA and a11y rules all stay on.
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React's renderToString writes void elements as `<meta/>`, `<img/>`: valid HTML (the slash is ignored), and the
    // theme is React by design (ARCHITECTURE.md). Spelling, not validity.
    'void-style': 'off',
    // React writes the DOM property names `charSet`, `autoComplete`, `spellCheck`; HTML attribute names are
    // case-insensitive, so these are the same attributes.
    'attr-case': 'off',
    // React writes boolean and empty attributes as `disabled=""`, `hidden=""`: valid spellings of the same thing.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Inline styles are deliberate in two places: Shiki's dual-theme code colours are per-token CSS variables
    // (`--shiki-light`/`--shiki-dark`, so switching colour mode re-renders nothing), and the wrong-base-URL banner
    // styles itself because it shows exactly when the stylesheet could not be loaded.
    'no-inline-style': 'off',
    // API member anchors are the members' names (`#_initializetext`), and TypeScript names may start with `_` or `$`:
    // valid HTML ids (any non-empty string without whitespace), which the relaxed mode still checks.
    'valid-id': ['error', { relaxed: true }],
    // Subresource integrity protects resources from other origins; every script and stylesheet here is same-origin
    // and content-hashed. Still required for any cross-origin resource.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
});
