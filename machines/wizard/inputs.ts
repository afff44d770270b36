import { mayAddItems } from '@domain/roles/add-items';
import { isExistingCustomer, isLoginAllowed } from '@domain/roles/checkout-flow';
import type { CartMachineInput } from '../cart/types';
import type { CheckoutInput } from '../checkout/checkout.machine';
import type { DomainLookupInput } from '../domain-lookup/types';
import type { ConfirmInput } from '../payment/confirm.machine';
import type { PostfillInput } from '../postfill/types';
import type { ProductSelectionInput } from '../product-selection/types';
import type { ContinueDraftInput } from '../session/continue-draft.machine';
import type { OauthInput } from '../session/oauth.machine';
import type { SessionRestoreInput } from '../session/session-restore.machine';
import type { SmsInput } from '../sms/sms.machine';
import type { WizardContext } from './types';

/**
 * Each area's input, built from the wizard context (the shop facts). Pure functions: the wizard
 * calls them when it invokes the area, so an area always starts from the latest facts.
 */

const existingCustomer = (context: WizardContext): boolean =>
  isExistingCustomer(context.customer?.customer_number ?? null);

export const productSelectionInput = (context: WizardContext): ProductSelectionInput => ({
  catalogue: context.catalogue,
  cart: context.cart,
  mayAddItems: mayAddItems(context.actor),
});

export const domainLookupInput = (context: WizardContext): DomainLookupInput => ({
  catalogue: context.catalogue,
  cart: context.cart,
  mayAddItems: mayAddItems(context.actor),
  orderType: context.orderType,
  hasCloudData: context.hasCloudData,
});

export const cartInput = (context: WizardContext): CartMachineInput => ({
  catalogue: context.catalogue,
  cart: context.cart,
  actor: context.actor,
  customer: { existingCustomer: existingCustomer(context), loginAllowed: isLoginAllowed(context.brand) },
  orderDraftId: context.orderDraftId,
  adminPanelUrl: context.adminPanelUrl,
});

export const postfillInput = (context: WizardContext): PostfillInput => ({
  catalogue: context.catalogue,
  cart: context.cart,
});

export const checkoutInput = (context: WizardContext): CheckoutInput => ({
  itemCount: context.cart.items.length,
  brand: context.brand,
  customer: context.customer,
  paymentOption: context.paymentOption,
  orderType: context.orderType,
});

export const confirmInput = (context: WizardContext): ConfirmInput => ({
  cart: context.cart,
  catalogue: context.catalogue,
  paymentOption: context.paymentOption,
  existingCustomer: existingCustomer(context),
  hasCustomer: Boolean(context.customer?.basicInfo && context.customer.address),
  storedFeedback: context.storedFeedback,
  storedAgreements: context.storedAgreements,
  idempotencyKeyPrefix: context.idempotencyKeyPrefix,
});

export const smsInput = (context: WizardContext): SmsInput => ({
  orderId: context.order?.id ?? null,
  customerHasPhone: Boolean(context.customer?.address?.phone),
});

export const sessionRestoreInput = (context: WizardContext): SessionRestoreInput => ({
  itemCount: context.cart.items.length,
  hasPendingNotification: context.hasPendingNotification,
});

export const continueDraftInput = (context: WizardContext): ContinueDraftInput => ({
  hasDraftSession: context.actor.hasDraftSession,
  isSalesAgent: context.actor.isSalesAgent,
});

export const oauthInput = (context: WizardContext): OauthInput => ({
  brand: context.brand,
  catalogue: context.catalogue,
  categorySlugs: context.categorySlugs,
  storedCloudData: context.storedCloudData,
  storedExternalProductId: context.storedExternalProductId,
});
