import type { Cart } from '@contract/cart';
import type { PaymentOption } from '@contract/payment';
import type { SaveCartOutput } from '@machines/cart/types';
import type { RouteEnteredEvent } from '@machines/shared/events';
import type { RouteId, RouteQuery } from '@machines/shared/routes';
import { areaMachines } from '@machines/wizard/all-areas';
import type { AreaMachines, WizardInput } from '@machines/wizard/types';
import { wizardMachine } from '@machines/wizard/wizard.machine';
import { fromPromise } from 'xstate';
import { cartOf, hostingRow, shop, visitor } from '../cart/fixtures';
import { address, basicInfo, brandLogin, existingCustomer, newCustomer, sepa } from '../checkout/fixtures';

export { address, basicInfo, brandLogin, cartOf, existingCustomer, hostingRow, newCustomer, sepa };

export const entered = (
  route: RouteId,
  query: RouteQuery = {},
  params: Readonly<Record<string, string>> = {},
): RouteEnteredEvent => ({ type: 'ROUTE.ENTERED', route, params, query });

/** A new visitor's shop session: one hosting row, no customer, login offered. */
export const session = (overrides: Partial<WizardInput> = {}): WizardInput => ({
  catalogue: shop(),
  cart: cartOf(hostingRow()),
  actor: visitor,
  customer: null,
  brand: brandLogin(true),
  orderDraftId: null,
  adminPanelUrl: '',
  paymentOption: null,
  orderType: null,
  hasCloudData: false,
  hasPendingNotification: false,
  categorySlugs: ['hosting'],
  storedFeedback: null,
  storedAgreements: null,
  storedCloudData: null,
  storedExternalProductId: null,
  idempotencyKeyPrefix: 'test',
  ...overrides,
});

/**
 * The area machines as the app provides them: each with its own actors. Here the server is a fake
 * that answers at once (saves echo what they got).
 */
export const providedAreaMachines = (): AreaMachines => ({
  ...areaMachines,
  cart: areaMachines.cart.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, Cart>(async ({ input }) => ({ data: input, notices: [] })),
    },
  }),
  checkout: areaMachines.checkout.provide({
    actors: {
      savePayment: fromPromise(async (): Promise<PaymentOption> => sepa),
      logout: fromPromise<void>(async () => {}),
    },
  }),
});

/** The wizard as the app runs it, its areas' calls answered by the fake server. */
export const providedWizard = () => wizardMachine.provide({ actors: providedAreaMachines() });
