// `@theme/Icon/Close`: a cross, for close buttons. Sized by `width`/`height` (default 14), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconClose({ width = 14, height = 14, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
