// `@theme/Icon/WordWrap`: wrapped lines, for the word-wrap button. Sized by `width`/`height` (default 18), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconWordWrap({ width = 18, height = 18, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M3 6h18M3 12h14a3 3 0 0 1 0 6h-4M3 18h6M15 16l-2 2 2 2" />
    </svg>
  );
}
