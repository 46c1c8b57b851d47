// `@theme/Icon/Success`: a check mark, for "copied". Sized by `width`/`height` (default 18), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconSuccess({ width = 18, height = 18, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}
