// `@theme/Icon/SystemColorMode`: a screen, for the system's colour mode. Sized by `width`/`height` (default 24), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconSystemColorMode({ width = 24, height = 24, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <rect stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" x="2.5" y="4" width="19" height="13" rx="2" /><path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M8 21h8M12 17v4" />
    </svg>
  );
}
