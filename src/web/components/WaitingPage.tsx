import type { MessageKey } from '@web/i18n/catalogues';
import { PageHeading } from '@web/layout/PageHeading';
import { useIntl } from 'react-intl';

/** A page the wizard leaves by itself once its calls are done: its title and what is happening. */
export function WaitingPage({ title, status }: { title: MessageKey; status: MessageKey }) {
  const intl = useIntl();
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: title })} />
      <p role="status">{intl.formatMessage({ id: status })}</p>
    </>
  );
}
