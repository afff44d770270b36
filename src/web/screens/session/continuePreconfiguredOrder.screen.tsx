import { WaitingPage } from '@web/components/WaitingPage';

/** /continue-preconfigured-order?session_code=…: the draft is taken over, then the cart opens. */
export function Screen() {
  return (
    <WaitingPage title="continue_preconfigured_order.title" status="continue_preconfigured_order.loading" />
  );
}
