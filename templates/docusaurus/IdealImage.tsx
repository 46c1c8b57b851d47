// @docusaurus/plugin-ideal-image's `@theme/IdealImage`: `<Image img={require('./photo.png')} />`. The
// plugin makes several sizes and a blurred placeholder with webpack loaders; hubgen bundles the one
// image as a content-hashed file and draws it, lazily loaded.
import type { ImgHTMLAttributes } from 'react';

/** What `img` may be: a URL, an imported image (its URL, or a module whose default is it), or the plugin's `{ src: { src } }`. */
type IdealImageSource = string | { default?: string; src?: string | { src?: string }; preSrc?: string };

export default function IdealImage({ img, alt = '', ...rest }: { img: IdealImageSource; alt?: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  return <img {...rest} src={sourceOf(img)} alt={alt} loading="lazy" decoding="async" />;
}

function sourceOf(img: IdealImageSource): string | undefined {
  if (typeof img === 'string') return img;
  if (typeof img?.default === 'string') return img.default;
  if (typeof img?.src === 'string') return img.src;
  return img?.src?.src;
}
