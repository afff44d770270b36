import type { Notice } from '@contract/common';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { useIntl } from 'react-intl';
import { useNotificationStore, useShownNotices } from './notifications-context';

/** A text of a notice: a catalogue key with values, or text the server already wrote. */
function useNoticeText(): (text: string, values: Notice['values']) => string {
  const intl = useIntl();
  return (text, values) => (isMessageKey(text) ? intl.formatMessage({ id: text }, values) : text);
}

/**
 * The notifications of the wizard and the server, above the screen. Errors and warnings are
 * announced at once (role alert), information politely (role status); each has a close button.
 */
export function NotificationArea() {
  const intl = useIntl();
  const store = useNotificationStore();
  const shown = useShownNotices();
  const text = useNoticeText();
  if (shown.length === 0) return null;
  return (
    <section className="notifications" aria-label={intl.formatMessage({ id: 'notification.area_label' })}>
      {shown.map(({ id, notice }) => {
        const title = text(notice.title, notice.values);
        return (
          <div
            key={id}
            className={`notification notification-${notice.type}`}
            role={notice.type === 'info' ? 'status' : 'alert'}
          >
            <div className="notification-text">
              <strong className="notification-title">{title}</strong>
              <p className="notification-message">{text(notice.message, notice.values)}</p>
            </div>
            <button
              type="button"
              className="notification-close"
              aria-label={intl.formatMessage({ id: 'notification.close' }, { title })}
              onClick={() => store.dismiss(id)}
            >
              ×
            </button>
          </div>
        );
      })}
    </section>
  );
}
