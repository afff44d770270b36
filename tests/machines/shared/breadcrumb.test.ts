import { BREADCRUMB_STEPS, breadcrumbTrail } from '@machines/shared/breadcrumb';
import { describe, expect, it } from 'vitest';

describe('breadcrumb trail', () => {
  it('marks the steps before the screen past, its own present, the rest future', () => {
    expect(breadcrumbTrail(BREADCRUMB_STEPS.full, 'payment')).toEqual([
      { step: 'cart', status: 'past' },
      { step: 'customer', status: 'past' },
      { step: 'payment', status: 'present' },
      { step: 'confirm', status: 'future' },
    ]);
  });

  it('places the account-change page of an existing customer between cart and confirm', () => {
    expect(breadcrumbTrail(BREADCRUMB_STEPS.existingCustomer, 'customer')).toEqual([
      { step: 'cart', status: 'past' },
      { step: 'confirm', status: 'future' },
    ]);
    expect(breadcrumbTrail(BREADCRUMB_STEPS.existingCustomer, 'confirm')).toEqual([
      { step: 'cart', status: 'past' },
      { step: 'confirm', status: 'present' },
    ]);
  });

  it('starts a cloud-domains order at the domain selection', () => {
    expect(breadcrumbTrail(BREADCRUMB_STEPS.cloudDomains, 'domainSelection')).toEqual([
      { step: 'domainSelection', status: 'present' },
      { step: 'confirm', status: 'future' },
    ]);
  });

  it('shows no breadcrumb on the domain lookup of anybody else', () => {
    expect(breadcrumbTrail(BREADCRUMB_STEPS.full, 'domainSelection')).toEqual([]);
    expect(breadcrumbTrail(BREADCRUMB_STEPS.existingCustomer, 'domainSelection')).toEqual([]);
  });
});
