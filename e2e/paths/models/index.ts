import type { AnyUserModel } from '../framework/user-model';
import { cartModel } from './cart.model';
import { checkoutModel } from './checkout.model';
import { confirmModel } from './confirm.model';
import { domainLookupModel } from './domain-lookup.model';
import { postfillModel } from './postfill.model';
import { productSelectionModel } from './product-selection.model';
import { smsModel } from './sms.model';

/** Every user-level model, in the order the paths run (issue #8). */
export const USER_MODELS: readonly AnyUserModel[] = [
  cartModel,
  confirmModel,
  domainLookupModel,
  smsModel,
  productSelectionModel,
  checkoutModel,
  postfillModel,
];
