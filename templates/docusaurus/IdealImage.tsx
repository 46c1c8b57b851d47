// @docusaurus/plugin-ideal-image's `@theme/IdealImage`: `<Image img={require('./photo.png')} />`. The
// plugin makes several sizes and a blurred placeholder with webpack loaders; hubgen bundles the one
// image as a content-hashed file and draws it, lazily loaded.
import type { IdealImageProps, IdealImageSource } from '../theme-props.ts';

export default function IdealImage({ img, alt = '', ...rest }: IdealImageProps) {
  return <img {...rest} src={sourceOf(img)} alt={alt} loading="lazy" decoding="async" />;
}

function sourceOf(img: IdealImageSource): string | undefined {
  if (typeof img === 'string') return img;
  if (typeof img?.default === 'string') return img.default;
  if (typeof img?.src === 'string') return img.src;
  return img?.src?.src;
}
