import type { Cart } from '@contract/cart';
import { productSelectionMachine } from '@machines/product-selection/product-selection.machine';
import { currentTarget, type ProductSelectionSnapshot } from '@machines/product-selection/selectors';
import type { SaveCartOutput } from '@machines/product-selection/types';
import { fromPromise } from 'xstate';
import { type AreaTarget, isSnapshotOf } from '../area-target';
import { lookUpPromotion } from './look-up-promotion';
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

export const productSelectionTarget: AreaTarget = (snapshot) =>
  isSnapshotOf<ProductSelectionSnapshot>(snapshot, 'productSelection') ? currentTarget(snapshot) : null;
