import type { CloudPanelOrderType } from '@contract/auth';
import type { Cart } from '@contract/cart';
import { isExistingContract } from '@domain/cart/hosting-number';
import { isExistingCustomer } from '@domain/roles/checkout-flow';
import type { RouteTarget } from './routes';
import type { BreadcrumbStep } from './view';

/**
 * Which breadcrumb the screens show (both specs, section 2): the full four steps; shopping cart >
 * confirm for an existing customer; domain selection > confirm for a cloud-domains order.
 */
export type BreadcrumbVariant = 'full' | 'existingCustomer' | 'cloudDomains';

export const BREADCRUMB_STEPS: Readonly<Record<BreadcrumbVariant, readonly BreadcrumbStep[]>> = {
  full: ['cart', 'customer', 'payment', 'confirm'],
  existingCustomer: ['cart', 'confirm'],
  cloudDomains: ['domainSelection', 'confirm'],
};

export function breadcrumbFor(
  customerNumber: string | null,
  orderType: CloudPanelOrderType | null,
): BreadcrumbVariant {
  if (orderType === 'cloudpit_domains') return 'cloudDomains';
  return isExistingCustomer(customerNumber) ? 'existingCustomer' : 'full';
}

/** Every step in flow order: the variants are subsequences of it. */
const FLOW_ORDER: readonly BreadcrumbStep[] = ['domainSelection', 'cart', 'customer', 'payment', 'confirm'];

export type StepStatus = 'past' | 'present' | 'future';

export interface BreadcrumbEntry {
  step: BreadcrumbStep;
  status: StepStatus;
}

/**
 * The breadcrumb a screen shows: the visitor's steps, each past, present or future. A screen whose
 * step is not in the visitor's variant (the account-change page of an existing customer, whose
 * breadcrumb is cart > confirm) lies between two steps: those before it are past, none is present.
 * A screen before all of the visitor's steps (the domain lookup, a step of cloud-domains orders
 * only) shows no breadcrumb.
 */
export function breadcrumbTrail(
  steps: readonly BreadcrumbStep[],
  current: BreadcrumbStep,
): BreadcrumbEntry[] {
  const position = FLOW_ORDER.indexOf(current);
  if (steps.every((step) => FLOW_ORDER.indexOf(step) > position)) return [];
  return steps.map((step) => {
    const order = FLOW_ORDER.indexOf(step);
    const status: StepStatus = step === current ? 'present' : order < position ? 'past' : 'future';
    return { step, status };
  });
}

/**
 * Where a past step's link leads (the wizard's guards decide whether the visitor may go there).
 * Domain selection of a cloud-domains order reopens the lookup for the row the domains belong to:
 * the existing contract's row (or, when the shop no longer sells its product, the panel's
 * domain-only row, the first one); a lookup without a row id would start a new domain-only row.
 */
export function breadcrumbTarget(step: BreadcrumbStep, cart: Cart): RouteTarget {
  switch (step) {
    case 'cart':
      return { route: 'cart' };
    case 'customer':
      return { route: 'basicInfo' };
    case 'payment':
      return { route: 'payment' };
    case 'confirm':
      return { route: 'confirm' };
    case 'domainSelection': {
      const row = cart.items.find(isExistingContract) ?? cart.items[0];
      return row ? { route: 'domainsLookup', query: { id: row.row_id } } : { route: 'domainsLookup' };
    }
  }
}
