// Names the configuration behind a crash: an error thrown while rendering the children is rethrown
// as a new error that says what was being rendered and where it is configured (e.g. the navbar item
// at navbar.items[2] in site.config.ts), with the original as its cause, for the page's
// ErrorBoundary (browser) or the build's error report (server) to show.
//
// In the browser this is a React error boundary. Server rendering has no error boundaries, so there
// the boundary keeps a stack of what is being rendered: renderToString walks the tree depth first in
// one synchronous pass, so when an error escapes, the top of the stack is the innermost open
// boundary. server.tsx asks `renderFailureContext()` for it.
import { Component, type ReactNode } from 'react';

export interface RenderContext {
  /** What the children render, e.g. 'navbar item (type "dropdown", label "More")'. */
  what: string;
  /** Where it is configured, e.g. 'navbar.items[2]'. */
  configPath: string;
}

type Props = RenderContext & { children?: ReactNode };

/** The error a boundary rethrows; `what` and `configPath` let the build place it in site.config.ts. */
export function renderFailure({ what, configPath }: RenderContext, cause: unknown): Error {
  return Object.assign(new Error(`The ${what} at ${configPath} in site.config.ts failed to render`, { cause }), { what, configPath });
}

const openOnServer: RenderContext[] = [];

export class ErrorCauseBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { what, configPath, children } = this.props;
    if (this.state.error) throw renderFailure({ what, configPath }, this.state.error);
    if (typeof window !== 'undefined') return children;
    openOnServer.push({ what, configPath });
    return (
      <>
        {children}
        <Closed />
      </>
    );
  }
}

function Closed() {
  openOnServer.pop();
  return null;
}

/** After a failed server render: the innermost boundary the error escaped from, if any (and resets). */
export function renderFailureContext(): RenderContext | undefined {
  const innermost = openOnServer.at(-1);
  openOnServer.length = 0;
  return innermost;
}
