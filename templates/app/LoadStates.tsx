// What the reader sees while a route loads (a spinner, only when it takes longer than 200 ms) and
// when it fails to load (the error text and a Retry button).
export function LoadingState() {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export function LoadErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="load-error container" role="alert">
      <h1>This page could not be loaded</h1>
      <p className="load-error__message">{error.message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
