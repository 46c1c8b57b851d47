// Which files of a docs folder are docs: Docusaurus's `include` and `exclude` globs, relative to the
// folder (picomatch, the matcher Docusaurus's own globbing uses underneath). Partials (`_`-prefixed
// files and folders) are left out by load-content.ts whatever the globs say.
import picomatch from 'picomatch';
import type { ResolvedDocs } from '../config/docs-instances.ts';

export function docFileFilter({ include, exclude }: Pick<ResolvedDocs, 'include' | 'exclude'>): (rel: string) => boolean {
  const included = picomatch(include, { dot: false });
  const excluded = exclude.length ? picomatch(exclude) : () => false;
  return (rel) => included(rel) && !excluded(rel);
}
