// Catches a crash while rendering a page: shows 'This page crashed.' with the error message and its
// cause chain, and a 'Try again' button that renders the page again.
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('[hubgen] A page crashed while rendering.', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="crash container" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button button--primary" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
        <ul className="crash__chain">
          {causeChain(error).map((message, i) => (
            <li key={i}>
              {i > 0 && <span className="crash__cause">Cause: </span>}
              {message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
}

function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current && messages.length < 10) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}
