import type { Customer } from '@contract/customer';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { authApi, checkoutApi } from '@web/api/endpoints';
import { checkoutKeys } from '@web/api/queries/checkout';
import { queryKeys } from '@web/api/queries/keys';
import { refreshSessionVat } from '@web/api/queries/session';
import { writeClientValues } from '@web/storage/client-values';
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoginPopupProblem = 'blocked' | 'failed' | null;

/** Size of the login popup and how often it is checked for being closed (checkout spec section 4). */
export const LOGIN_POPUP = { width: 400, height: 600, pollIntervalMs: 40 } as const;

/**
 * The login popup of LoginOrRegister (checkout spec section 4): a 400x600 window opened on the
 * click (so no popup blocker stops it), sent to the authority's URL, polled every 40 ms; once it is
 * closed the customer, cart and VAT are fetched again and `onClosed` gets the session's customer,
 * logged in or not (the checkout machine decides where either goes).
 */
export function useLoginPopup(onClosed: (customer: Customer) => void) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<LoginPopupProblem>(null);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | null>(null);
  const done = useRef(onClosed);
  done.current = onClosed;

  const stopPolling = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopPolling, [stopPolling]);

  const open = useCallback(async () => {
    setProblem(null);
    // Whoever logs in by the popup did not come from the cloud panel: the popup's callback, which
    // shares this storage, must not take old panel data for a panel login (and clear the cart).
    writeClientValues({ cloud_pit_data: null, external_product_id: null, order_type: null });
    const { width, height, pollIntervalMs } = LOGIN_POPUP;
    const popup = window.open('', 'shop-login', `popup,width=${width},height=${height}`);
    if (!popup) {
      setProblem('blocked');
      return;
    }
    try {
      const answer = await callApi(authApi.authorizationUrl);
      popup.location.href = answer.data.url;
    } catch {
      popup.close();
      setProblem('failed');
      return;
    }
    setWaiting(true);
    stopPolling();
    timer.current = window.setInterval(() => {
      if (!popup.closed) return;
      stopPolling();
      void (async () => {
        try {
          const [customer] = await Promise.all([
            callApi(checkoutApi.customer),
            queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
            refreshSessionVat(queryClient),
          ]);
          queryClient.setQueryData(checkoutKeys.customer, customer);
          done.current(customer.data);
        } catch {
          setProblem('failed');
        } finally {
          setWaiting(false);
        }
      })();
    }, pollIntervalMs);
  }, [queryClient, stopPolling]);

  return { open, problem, waiting };
}
