import type { Cart } from '@contract/cart';
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyEmitted } from '../shared/events';
import { refreshedCatalogue } from '../shared/refresh-catalogue';
import type { StateMeta } from '../shared/view';
import * as updaters from './actions';
import { performing } from './effects';
import * as guards from './guards';
import { rowCreators } from './new-rows';
import type {
  LookUpPromotionInput,
  LookUpPromotionOutput,
  ProductSelectionContext,
  ProductSelectionEvent,
  ProductSelectionInput,
  ProductSelectionOutput,
  SaveCartOutput,
  ValidateFieldsInput,
  ValidateFieldsOutput,
} from './types';

const providedByTheApp = () => Promise.reject(new Error('provided by the app'));

/**
 * The product selection machine's types, actors (provided by the app), guards (guards.ts) and
 * actions (the updaters of actions.ts), all by name; the statechart is product-selection.machine.ts.
 */
export const productSelection = setup({
  types: {
    context: {} as ProductSelectionContext,
    events: {} as ProductSelectionEvent,
    input: {} as ProductSelectionInput,
    output: {} as ProductSelectionOutput,
    emitted: {} as NotifyEmitted,
    meta: {} as StateMeta,
  },
  actors: {
    saveCart: fromPromise<SaveCartOutput, Cart>(providedByTheApp),
    validateFields: fromPromise<ValidateFieldsOutput, ValidateFieldsInput>(providedByTheApp),
    lookUpPromotion: fromPromise<LookUpPromotionOutput, LookUpPromotionInput>(providedByTheApp),
  },
  guards,
  actions: {
    ...performing(updaters),
    ...performing(rowCreators()),
    /** An offer loaded again (another language): the screen shows its names; promotions stay. */
    showRefreshedCatalogue: assign(({ context, event }) => refreshedCatalogue(context.catalogue, event)),
  },
});
