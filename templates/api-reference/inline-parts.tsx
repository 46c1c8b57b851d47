// The small pieces of an operation's name that other pages show too (the changelog, the split
// reference's sidebar): the method badge and a summary's inline code. A module of their own, so a
// page that shows them does not load the whole operation (its samples, its console).

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-badge--${method}`}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>;
}

/** Inline code spans of a summary (`in_progress`) as code, the rest as text. */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split('`');
  if (parts.length < 3 || parts.length % 2 === 0) return <>{text}</>;
  return <>{parts.map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}
