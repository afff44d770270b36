import type { Cart } from '@contract/cart';
import { cartMachine, type SaveCartOutput } from '@machines/cart/cart.machine';
import { fromPromise } from 'xstate';
import { notAvailable } from './not-available';
import type { PutCart } from './put-cart';

export const providedCart = (putCart: PutCart) =>
  cartMachine.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, Cart>(({ input, signal }) => putCart(input, signal)),
      redeemPromoCode: notAvailable('redeemPromoCode'),
      saveOrderDraft: notAvailable('saveOrderDraft'),
    },
  });
