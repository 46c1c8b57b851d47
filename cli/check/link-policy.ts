// The site's broken-link policy, as Docusaurus has it: `onBrokenLinks` for links to no page,
// `onBrokenAnchors` for a missing #anchor on a page that exists; each 'throw' (the default: the
// build fails), 'warn' (printed, the build goes on) or 'ignore'. Used by `build` and `check` alike.
import { formatLocation, type Logger } from '../log.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { LinkProblem } from './check-links.ts';

/** Prints what the policy says to warn about; returns the problems that fail the run. */
export function applyLinkPolicy(problems: LinkProblem[], config: Pick<ResolvedConfig, 'onBrokenLinks' | 'onBrokenAnchors'>, logger: Logger): LinkProblem[] {
  const failing: LinkProblem[] = [];
  for (const problem of problems) {
    const policy = (problem.anchor ? config.onBrokenAnchors : config.onBrokenLinks) ?? 'throw';
    if (policy === 'throw') failing.push(problem);
    else if (policy === 'warn') logger.warn(`${formatLocation(problem)} ${problem.message}`);
  }
  return failing;
}
