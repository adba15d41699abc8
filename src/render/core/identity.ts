// Names for objects by identity: what one load made once (the API's symbols, the category files' listing) is named
// without hashing it, which on a large site means thousands of entries. An object keeps its name for as long as it
// lives, and no other object gets it. Only for objects nobody changes after they are named.

const ids = new WeakMap<object, string>();
let next = 0;

export function objectId(value: object): string {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = `#${next++}`));
  return id;
}
