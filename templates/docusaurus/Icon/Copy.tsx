// `@theme/Icon/Copy`: two sheets, for copy buttons. Sized by `width`/`height` (default 18), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconCopy({ width = 18, height = 18, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <rect stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" x="9" y="9" width="11" height="11" rx="2" /><path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M5 15V6a2 2 0 0 1 2-2h8" />
    </svg>
  );
}
