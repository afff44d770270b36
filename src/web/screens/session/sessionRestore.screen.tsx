import { PageHeading } from '@web/layout/PageHeading';
import { useIntl } from 'react-intl';

/** /session-restore?session_code=…: the session is restored, then the wizard moves on by itself. */
export function Screen() {
  const intl = useIntl();
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: 'session_restore.title' })} />
      <p role="status">{intl.formatMessage({ id: 'session_restore.restoring' })}</p>
    </>
  );
}
