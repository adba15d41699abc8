// A route's copy of its page's body, with the authored links resolved. The page's own body is never changed (pages
// are shared between builds, routes and threads): nodes on the way to a link are copied, every other node is the
// page's own.
import type { ElementContent, Root, RootContent } from 'hast';
import { isCodeBlock, isLink } from '../markdown/pipeline.ts';

/** The nodes a root can hold that hold nodes of their own (elements, and MDX's JSX elements). */
type ParentContent = Extract<RootContent, { children: ElementContent[] }>;

/** The links' resolved hrefs, and how many of them the walk has met so far. */
interface LinkCursor {
  readonly hrefs: readonly string[];
  next: number;
}

/** `body` with its `n`-th link's href replaced by `hrefs[n]`, links counted in document order as the markdown stage lists them. */
export function bodyWithLinks(body: Root, hrefs: readonly string[] | undefined): Root {
  if (!hrefs?.length) return body;
  const children = childrenWithLinks(body.children, { hrefs, next: 0 });
  return children ? { ...body, children } : body;
}

/** The nodes with their links resolved: a new array when a node changed, undefined when none did. */
function childrenWithLinks<C extends RootContent>(children: C[], cursor: LinkCursor): C[] | undefined {
  let changed: C[] | undefined;
  for (const [i, child] of children.entries()) {
    const copy = withLinks(child, cursor);
    if (copy !== child) (changed ??= children.slice())[i] = copy;
  }
  return changed;
}

function withLinks<C extends RootContent>(node: C, cursor: LinkCursor): C {
  if (isCodeBlock(node)) return node;
  let result = node;
  if (isLink(node)) {
    const href = cursor.hrefs[cursor.next++];
    if (href !== undefined) result = { ...node, properties: { ...node.properties, href } };
  }
  if (!isParent(result)) return result;
  const children = childrenWithLinks(result.children, cursor);
  return children ? { ...result, children } : result;
}

function isParent(node: RootContent): node is ParentContent {
  return 'children' in node;
}
