import type { Cart } from '@contract/cart';
import { productSelectionMachine } from '@machines/product-selection/product-selection.machine';
import type { SaveCartOutput } from '@machines/product-selection/types';
import { fromPromise } from 'xstate';
import { lookUpPromotion } from './cart';
import type { PutCart } from './put-cart';
import { validateFieldList } from './validate-fields';

export const providedProductSelection = (putCart: PutCart) =>
  productSelectionMachine.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, Cart>(({ input, signal }) => putCart(input, signal)),
      validateFields: validateFieldList,
      lookUpPromotion: lookUpPromotion(),
    },
  });
