import type { MessageKey } from '@web/i18n/catalogues';
import { FormattedMessage } from 'react-intl';

/**
 * A status line while a screen waits (the wizard decides, an area starts, data loads). It is a
 * component of its own so that the content replacing it gets new elements: Preact would otherwise
 * reuse this paragraph for one of the content's paragraphs further down, and a reused element that
 * moves counts as a layout shift (CLS).
 */
export function LoadingStatus({ message = 'app.loading' }: { message?: MessageKey }) {
  return (
    <p role="status" className="loading-text">
      <FormattedMessage id={message} />
    </p>
  );
}
