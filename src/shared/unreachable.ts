/**
 * The `default` of a switch that handles every member of a union: there the value has type `never`, so a member
 * added to the union (a page kind, a navbar item type) fails type-checking at each switch that does not handle it
 * yet, instead of rendering nothing at run time.
 */
export function unreachable(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
