// The site's broken-link policy, as Docusaurus has it: `onBrokenLinks` for links to no page,
// `onBrokenAnchors` for a missing #anchor on a page that exists; each 'throw' (the build fails),
// 'warn' or 'log' (printed at its place, the build goes on) or 'ignore'; `onBrokenMarkdownLinks` for
// a link to a Markdown file that is no doc (unset: as onBrokenLinks). Used by `build` and `check` alike.
// Unset, a link on the site's own pages throws, while one inside an OpenAPI document's descriptions
// warns: the document is often another team's, published as is (DigitalOcean's links to an
// operation it renamed), and one dead link in it must not stop a site. A site that owns its
// documents sets the keys to 'throw' explicitly, and they then fail like any page.
import { formatLocation, type Logger } from '../support/log.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { LinkProblem } from './check-links.ts';

/** Prints what the policy says to warn about; returns the problems that fail the run. */
export function applyLinkPolicy(problems: LinkProblem[], config: Pick<ResolvedConfig, 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks'>, logger: Logger): LinkProblem[] {
  const failing: LinkProblem[] = [];
  for (const problem of problems) {
    const policy = (problem.anchor ? config.onBrokenAnchors : problem.markdown ? (config.onBrokenMarkdownLinks ?? config.onBrokenLinks) : config.onBrokenLinks) ?? (problem.inDocument ? 'warn' : 'throw');
    if (policy === 'throw') failing.push(problem);
    else if (policy === 'warn' || policy === 'log') logger.warn(`${formatLocation(problem)} ${problem.message}`);
  }
  return failing;
}
