// The linter: typescript-eslint's type-aware rules over docgen's code, the tests and the scripts. The rules that
// guard the contracts (promises awaited, switches exhaustive, assertions the types do not need) are errors; the
// non-null assertions are a budget that only shrinks (`npm run lint` fails when a change adds one: --max-warnings).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'build/**', '.docgen-cache/**', 'test/fixtures/**', 'docs/build/**', 'docs/.docgen-cache/**'] },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.base],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // `typeof import('node:fs')` stays allowed: it is how vitest's importActual and importOriginal name a module's type.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-non-null-assertion': 'warn',
      'no-control-regex': 'error',
      'prefer-rest-params': 'error',
    },
  },
  // A test's or a script's `!` fails where it is wrong, as its assertion would: the budget is docgen's own code.
  { files: ['test/**', 'scripts/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
);
