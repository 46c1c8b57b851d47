// `@theme/Icon/Language`: a globe, for the locale menu. Sized by `width`/`height` (default 20), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconLanguage({ width = 20, height = 20, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <circle stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" cx="12" cy="12" r="9.5" /><path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M2.5 12h19M12 2.5c2.5 2.6 3.8 5.8 3.8 9.5s-1.3 6.9-3.8 9.5c-2.5-2.6-3.8-5.8-3.8-9.5s1.3-6.9 3.8-9.5z" />
    </svg>
  );
}
