// `@theme/Icon/LightMode`: a sun, for light mode. Sized by `width`/`height` (default 24), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconLightMode({ width = 24, height = 24, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" /><path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
    </svg>
  );
}
