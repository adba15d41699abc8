// The module bundle.test.ts bundles: of its own name, so that no other test's threads load its bundle meanwhile.
export const value = 1;
