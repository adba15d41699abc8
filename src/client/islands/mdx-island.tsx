// The browser side of an `.mdx` page's components: each page's island code (made by src/render/assets/page-modules.ts)
// is its module with `hydrate` from here, which renders a component's node exactly as the server did
// (src/theme/MdxContent.tsx) and hydrates it like every other React island.
import type { ComponentProps } from 'react';
import { MdxComponent, type MdxModule } from '../../theme/MdxContent.tsx';
import { reactIsland } from './react-island.tsx';

export function mdxIsland(module: MdxModule) {
  return reactIsland(({ node, docs }: Pick<ComponentProps<typeof MdxComponent>, 'node' | 'docs'>) => <MdxComponent node={node} module={module} docs={docs} />);
}
