// `@theme/Icon/ExternalLink`: an arrow out of a box, after links to other sites. Sized by `width`/`height` (default 13.5), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconExternalLink({ width = 13.5, height = 13.5, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
