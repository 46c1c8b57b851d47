// The error types that separate "the site has a problem" (exit 1) from "hubgen broke" (exit 2).

/** A place in a source file; line and column are 1-based. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

/** One problem a site author must fix. */
export interface Problem extends SourceLocation {
  message: string;
  hint?: string;
}

/** Thrown for user mistakes: bad config, content, OpenAPI or links. Carries every problem found. */
export class SiteError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[], summary?: string) {
    super(summary ?? problems.map((p) => p.message).join('\n'));
    this.name = 'SiteError';
    this.problems = problems;
  }
}

export function siteError(problem: Problem): SiteError {
  return new SiteError([problem]);
}
