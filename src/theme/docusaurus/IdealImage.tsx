// Stand-in for `@theme/IdealImage` (@docusaurus/plugin-ideal-image): the image `img` names, as a plain responsive
// `<img>`. docgen does not run the plugin's resizing: an imported image is its file's URL (or the plugin's object,
// `{src: {src}}`, or a `require`'s module), shown at its own size.
import type { ImgHTMLAttributes } from 'react';

type Source = string | { default?: unknown; src?: string | { src?: string } };

function urlOf(img: Source | undefined): string | undefined {
  if (img === undefined || typeof img === 'string') return img;
  if (typeof img.src === 'string') return img.src;
  if (img.src?.src) return img.src.src;
  return typeof img.default === 'string' ? img.default : undefined;
}

export default function IdealImage({ img, alt = '', ...rest }: { img: Source } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  return <img src={urlOf(img)} alt={alt} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} {...rest} />;
}
