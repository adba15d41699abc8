// `react` as the server module of a page sees it (./component-depth-plugin.ts puts it in place of React): React, with
// `createElement` framing the site's components as the JSX runtime does (./component-depth.ts). Components written
// with `React.createElement`, in plain `.js` files or under the classic JSX runtime, went past that frame: a cycle of
// them grew to 4.3 GB in three minutes and V8 aborted. JavaScript, not TypeScript: React's types are `export =`, which
// TypeScript cannot re-export with `export *`, and no module of docgen's imports this one; esbuild bundles it.
import React from 'react';
import { framedType } from './component-depth.ts';

export * from 'react';

export function createElement(type, props, ...children) {
  return React.createElement(framedType(type), props, ...children);
}

export default { ...React, createElement };
