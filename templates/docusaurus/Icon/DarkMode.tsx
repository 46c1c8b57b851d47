// `@theme/Icon/DarkMode`: a crescent moon, for dark mode. Sized by `width`/`height` (default 24), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconDarkMode({ width = 24, height = 24, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path fill="currentColor" d="M12.1 22c5.5 0 10-4.5 10-10 0-.5 0-1-.1-1.5a7 7 0 0 1-9.9-9.4C6.6 1.6 2.1 6.2 2.1 12c0 5.5 4.5 10 10 10z" />
    </svg>
  );
}
