import { PageHeading } from '@web/layout/PageHeading';
import { useIntl } from 'react-intl';

/** /continue-preconfigured-order?session_code=…: the draft is taken over, then the cart opens. */
export function Screen() {
  const intl = useIntl();
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: 'continue_preconfigured_order.title' })} />
      <p role="status">{intl.formatMessage({ id: 'continue_preconfigured_order.loading' })}</p>
    </>
  );
}
