import { FormattedMessage } from 'react-intl';

/** Shown when the session or brand cannot be loaded: nothing else can render without them. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="startup-error">
      <h1>
        <FormattedMessage id="error.something_went_wrong" />
      </h1>
      <p role="alert">
        <FormattedMessage id="error.generic" />
      </p>
      <button type="button" onClick={onRetry}>
        <FormattedMessage id="app.retry" />
      </button>
    </main>
  );
}
