// `@theme/Icon/Socials/Default`: a link of an author's socials to a site it does not know: a monogram. Sized by `width`/`height` (default 20), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconSocialsDefault({ width = 20, height = 20, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <rect x="1.5" y="1.5" width="21" height="21" rx="5" fill="currentColor" /><text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fontFamily="system-ui, sans-serif" fill="var(--color-bg, #fff)">↗</text>
    </svg>
  );
}
