// Class names of the API Reference's markup that code other than the API module reads: the API module
// (src/render/api) emits them, the llms summariser and the search indexer look for them to tell a member's own
// comment from its labels, parameter lists and source line, and the theme's api.css styles them. Spelled once here,
// so a rename on one side cannot leave the other looking for a class no page has.
export const API_CLASS = {
  /** `<pre>` of a declaration or signature. */
  signature: 'api-signature',
  /** The "Class", "Function"… badge of an item. */
  kindBadge: 'api-kind-badge',
  /** Badges after a name: static, readonly, deprecated… */
  flags: 'api-flags',
  /** "Parameters", "Returns", "Deprecated"… above a block. */
  label: 'api-label',
  /** A signature's parameter list. */
  params: 'api-params',
  /** A signature's or an item's type parameter list. */
  typeParams: 'api-type-params',
  /** A signature's return type and its description. */
  returns: 'api-returns',
  /** "Defined in file:line". */
  source: 'api-source',
} as const;
