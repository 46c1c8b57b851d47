// `@theme/Icon/Edit`: a pencil, for "Edit this page". Sized by `width`/`height` (default 20), coloured by the text.
import type { IconProps } from 'hubgen/theme';

export default function IconEdit({ width = 20, height = 20, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}
