import { PageHeading } from '@web/layout/PageHeading';
import { useIntl } from 'react-intl';

/**
 * /oauth/callback and /oauth/ready: the shop logs the visitor in (in the login popup, which then
 * closes, or in the whole window for a visitor from the cloud panel) and moves on by itself.
 */
export function OauthWaiting() {
  const intl = useIntl();
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: 'oauth.title' })} />
      <p role="status">{intl.formatMessage({ id: 'checkout.login.waiting' })}</p>
    </>
  );
}
