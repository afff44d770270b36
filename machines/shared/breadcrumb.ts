import type { CloudPanelOrderType } from '@contract/auth';
import { isExistingCustomer } from '@domain/roles';
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
