// A route's copy of its page's body, with the authored links resolved. The page's own body is never changed (pages
// are shared between builds, routes and threads): nodes on the way to a link are copied, every other node is the
// page's own.
import type { Root, RootContent } from 'hast';
import { isCodeBlock, isLink } from '../markdown/pipeline.ts';

/** `body` with its `n`-th link's href replaced by `hrefs[n]`, links counted in document order as the markdown stage lists them. */
export function bodyWithLinks(body: Root, hrefs: readonly string[] | undefined): Root {
  if (!hrefs?.length) return body;
  let next = 0;
  const copy = <T extends Root | RootContent>(node: T): T => {
    if (isCodeBlock(node)) return node;
    let result = node;
    if (isLink(node)) {
      const href = hrefs[next++];
      if (href !== undefined) result = { ...node, properties: { ...node.properties, href } };
    }
    if (!('children' in result)) return result;
    const children = result.children as RootContent[];
    let changed: RootContent[] | undefined;
    for (let i = 0; i < children.length; i++) {
      const child = copy(children[i]!);
      if (child !== children[i]) (changed ??= children.slice())[i] = child;
    }
    return changed ? ({ ...result, children: changed } as T) : result;
  };
  return copy(body);
}
