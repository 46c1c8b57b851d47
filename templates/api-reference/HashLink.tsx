// The "#" beside a section heading of the reference: a link to the section itself.
export function HashLink({ anchor, label }: { anchor: string; label: string }) {
  return (
    <a className="hash-link" href={`#${anchor}`} aria-label={`Direct link to ${label}`}>
      #
    </a>
  );
}
