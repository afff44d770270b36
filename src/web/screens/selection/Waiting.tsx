import { FormattedMessage } from 'react-intl';

/** Shown while the wizard decides (the area starts, or the row is not there yet). */
export function Waiting() {
  return (
    <p role="status" className="loading-text">
      <FormattedMessage id="app.loading" />
    </p>
  );
}
