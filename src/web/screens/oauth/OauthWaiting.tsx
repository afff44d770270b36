import { WaitingPage } from '@web/components/WaitingPage';

/**
 * /oauth/callback and /oauth/ready: the shop logs the visitor in (in the login popup, which then
 * closes, or in the whole window for a visitor from the cloud panel) and moves on by itself.
 */
export function OauthWaiting() {
  return <WaitingPage title="oauth.title" status="checkout.login.waiting" />;
}
