// `@theme/Icon/Arrow`: the arrow of a collapsible item (pointing right; rotate it with CSS). Sized by `width`/`height` (default 20), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconArrow({ width = 20, height = 20, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M9 6l6 6-6 6" />
    </svg>
  );
}
