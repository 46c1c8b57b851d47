// `@theme/Admonition`: <Admonition type="tip" title="…">…</Admonition>, the same box as `:::tip`
// (cli/mdx/remark-admonitions.ts draws that one at build time; this one is for JSX).
import type { ReactNode } from 'react';

const STYLE: Record<string, string> = { note: 'note', secondary: 'note', tip: 'tip', success: 'tip', info: 'info', important: 'info', warning: 'warning', caution: 'warning', danger: 'danger' };

export default function Admonition({ type = 'note', title, icon, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const style = STYLE[type] ?? 'note';
  return (
    <div className={`admonition admonition--${style}`}>
      <div className="admonition__heading">
        {icon}
        {title ?? type[0].toUpperCase() + type.slice(1)}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
