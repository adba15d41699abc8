// Images: a local `![alt](./picture.png)` is resolved to the URL its copy is served at (under a content hash, see
// ../../load/asset-registry.ts) and a missing file gets a warning at its line; remote images are left as written. The
// Markdown export makes every site image's URL absolute, so the text still works pasted elsewhere.
import { absolute } from '../hast.ts';
import type { MarkdownFeature } from '../feature.ts';

export const images: MarkdownFeature = {
  name: 'images',
  parse: {
    visitors: (ctx) => {
      const { resolveImage, onImage } = ctx.options;
      if (!resolveImage) return {};
      return {
        image: (node) => {
          if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(node.url)) return undefined;
          const url = resolveImage(node.url, ctx.path);
          onImage?.(node.url, url);
          if (!url) ctx.report(node, `image '${node.url}' not found`);
          else node.url = url;
          return undefined;
        },
      };
    },
  },
  markdown: {
    elements: [
      {
        tag: 'img',
        write(node, out, { ctx }) {
          const src = node.properties.src;
          out.push({ ...node, properties: typeof src === 'string' ? { ...node.properties, src: absolute(src, ctx.siteUrl) } : node.properties, children: [] });
        },
      },
    ],
  },
};
