import { useStaticShellHandover } from '@web/layout/static-shell';
import { FormattedMessage } from 'react-intl';

/** "Something went wrong", the generic message and a retry button. */
function ErrorMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <h1>
        <FormattedMessage id="error.something_went_wrong" />
      </h1>
      <p role="alert">
        <FormattedMessage id="error.generic" />
      </p>
      <button type="button" onClick={onRetry}>
        <FormattedMessage id="app.retry" />
      </button>
    </>
  );
}

/** Shown when the session or brand cannot be loaded: nothing else can render without them. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  useStaticShellHandover();
  return (
    <main className="startup-error">
      <ErrorMessage onRetry={onRetry} />
    </main>
  );
}

/**
 * Shown in the page frame instead of a screen that failed to render, e.g. when its script could not
 * be loaded (offline, or a new release replaced it): the visitor's language instead of the router's
 * English default, and a reload, which fetches the current scripts.
 */
export function ScreenError() {
  return (
    <div className="startup-error">
      <ErrorMessage onRetry={() => window.location.reload()} />
    </div>
  );
}
