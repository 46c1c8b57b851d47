// An API's `info.version` beside its title: nothing for an empty version, and one `v` at most
// (`1.2` reads v1.2, `v1` stays v1, a date or a word as written), never "v" alone or "vv1".
export function VersionBadge({ version }: { version: string }) {
  const shown = version.trim();
  if (!shown) return null;
  return <span className="api-version">{/^\d/.test(shown) ? `v${shown}` : shown}</span>;
}
