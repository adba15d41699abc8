// docgen reads TypeDoc's reflection kinds from its own table (src/render/api/reflection-kinds.ts), so that a build
// that only reads cached API pages never loads TypeDoc: each number must be the one the installed TypeDoc writes.
import { describe, expect, it } from 'vitest';
import { ReflectionKind as TypeDocKind } from 'typedoc/models';
import { ReflectionKind } from '../../../src/render/api/reflection-kinds.ts';

describe("docgen's table of TypeDoc's reflection kinds", () => {
  it('gives each kind the number the installed TypeDoc gives it', () => {
    const names = Object.keys(ReflectionKind);
    expect(names.length).toBeGreaterThan(10);
    expect(Object.fromEntries(names.map((name) => [name, Reflect.get(TypeDocKind, name)]))).toEqual(ReflectionKind);
  });
});
