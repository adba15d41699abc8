// Images: a local `![alt](./picture.png)` is resolved to the URL its copy is served at (under a content hash, see
// ../../load/asset-registry.ts) and a missing file gets a warning at its line; remote images are left as written. The
// Markdown export makes every site image's URL absolute, so the text still works pasted elsewhere.
import { absolute } from '../hast.ts';
import { unsafeScheme } from '../../../shared/url-reader.ts';
import { isExternal } from '../../../shared/urls.ts';
import type { MarkdownFeature } from '../feature.ts';

export const images: MarkdownFeature = {
  name: 'images',
  parse: {
    visitors: (ctx) => {
      const { resolveImage, onImage } = ctx.options;
      return {
        image: (node) => {
          const scheme = unsafeScheme(node.url, 'resource');
          if (scheme) {
            ctx.report(node, `image '${node.url.length > 60 ? `${node.url.slice(0, 57)}…` : node.url}' uses the ${scheme} scheme, which runs code instead of showing a picture.`, {
              error: true,
              hint: 'Give the image a file of the site or an https: URL.',
            });
            return undefined;
          }
          if (!resolveImage || isExternal(node.url)) return undefined;
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
