import { cartMachine } from '../cart/cart.machine';
import { checkoutMachine } from '../checkout/checkout.machine';
import { domainLookupMachine } from '../domain-lookup/domain-lookup.machine';
import { confirmMachine } from '../payment/confirm.machine';
import { postfillMachine } from '../postfill/postfill.machine';
import { productSelectionMachine } from '../product-selection/product-selection.machine';
import { continueDraftMachine } from '../session/continue-draft.machine';
import { oauthMachine } from '../session/oauth.machine';
import { sessionRestoreMachine } from '../session/session-restore.machine';
import { smsMachine } from '../sms/sms.machine';
import type { AreaMachines } from './types';

/** Every area machine as written (the app provides their calls to the server). */
export const areaMachines: AreaMachines = {
  productSelection: productSelectionMachine,
  domainLookup: domainLookupMachine,
  cart: cartMachine,
  postfill: postfillMachine,
  checkout: checkoutMachine,
  confirm: confirmMachine,
  sms: smsMachine,
  sessionRestore: sessionRestoreMachine,
  continueDraft: continueDraftMachine,
  oauth: oauthMachine,
};
