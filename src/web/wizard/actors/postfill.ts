import type { Cart } from '@contract/cart';
import { postfillMachine } from '@machines/postfill/postfill.machine';
import { currentTarget, type PostfillSnapshot } from '@machines/postfill/selectors';
import type { SaveCartOutput } from '@machines/postfill/types';
import { fromPromise } from 'xstate';
import { type AreaTarget, isSnapshotOf } from '../area-target';
import type { PutCart } from './put-cart';
import { validateFieldsBody } from './validate-fields';

export const providedPostfill = (putCart: PutCart) =>
  postfillMachine.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, Cart>(({ input, signal }) => putCart(input, signal)),
      validateFields: validateFieldsBody,
    },
  });

export const postfillTarget: AreaTarget = (snapshot) =>
  isSnapshotOf<PostfillSnapshot>(snapshot, 'postfill') ? currentTarget(snapshot) : null;
