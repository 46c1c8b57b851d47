// `@theme/Icon/Menu`: three bars, for the phone menu's toggle. Sized by `width`/`height` (default 30), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconMenu({ width = 30, height = 30, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeLinecap="round" strokeWidth={2} d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
