import type { CloudPanelOrderType } from '@contract/auth';
import { isExistingCustomer } from '@domain/roles/checkout-flow';
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
