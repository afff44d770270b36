import { cartApi, promotionApi } from '@contract/api';
import type { Cart } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '@domain/catalogue-context';
import { redeemPromoCode } from '@domain/promotions';
import { promotionNotFoundNotice } from '@domain/promotions/notices';
import { CART_SCREEN_NOTICES } from '@machines/cart/notices';
import { withPromotion } from '@machines/cart/rules';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '@web/api/client';
import { queryKeys } from '@web/api/queries/keys';
import { useNotificationStore } from '@web/notifications/notifications-context';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The promo code input of the confirm screen (brand flag `promocode_input_on_confirm_page`): the
 * code is looked up (`GET /api/v2/promotions/:code`), redeemed on the cart by the shop's rule and
 * the cart saved; the outcome is a notice, as on the cart screen.
 */
export function ConfirmPromoCode({
  cart,
  catalogue,
  disabled,
  onPromotion,
}: {
  cart: Cart;
  catalogue: CatalogueContext;
  disabled: boolean;
  /** A promotion the server found, so prices can use it. */
  onPromotion(promotion: Promotion): void;
}) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const notifications = useNotificationStore();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = code.trim();

  const redeem = async () => {
    setBusy(true);
    try {
      const found = await callApi(promotionApi.promotion, { params: { code: trimmed } }).catch(
        (error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404) return null;
          throw error;
        },
      );
      if (!found) {
        notifications.push(promotionNotFoundNotice(trimmed));
        return;
      }
      const withFound = withPromotion(catalogue, found.data);
      const redeemed = redeemPromoCode(cart, trimmed, withFound);
      if (redeemed.outcome.status !== 'applied') {
        notifications.push(redeemed.outcome.notice);
        return;
      }
      const saved = await callApi(cartApi.saveCart, { body: redeemed.cart });
      queryClient.setQueryData(queryKeys.cart, saved);
      onPromotion(found.data);
      notifications.push(CART_SCREEN_NOTICES.promotionApplied(found.data.code));
      setCode('');
    } catch {
      notifications.push(CART_SCREEN_NOTICES.failed());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="promo-form confirm-section"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed !== '') void redeem();
      }}
    >
      <label htmlFor={inputId}>
        <FormattedMessage id="cart_screen.promo_label" />
      </label>
      <input
        id={inputId}
        className="field-input"
        value={code}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="button" disabled={trimmed === '' || busy || disabled}>
        <FormattedMessage id="cart_screen.promo_redeem" />
      </button>
    </form>
  );
}
