import { HOSTING_NUMBER_KEY } from '@domain/cart/hosting-number';
import { BREADCRUMB_STEPS, breadcrumbTarget, breadcrumbTrail } from '@machines/shared/breadcrumb';
import { describe, expect, it } from 'vitest';
import { cartOf, hostingRow, mailboxRow } from '../cart/fixtures';

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

describe('breadcrumb step targets', () => {
  /** The hosting row as a cloud-panel contract: it carries the hosting number. */
  const contractRow = () => {
    const row = hostingRow();
    return {
      ...row,
      row_id: 'contract-row',
      product: {
        ...row.product,
        informations: [...row.product.informations, { key: HOSTING_NUMBER_KEY, value: 'WH-4711' }],
      },
    };
  };

  it('leads domain selection back to the lookup of the contract row, not to a new domain-only row', () => {
    expect(breadcrumbTarget('domainSelection', cartOf(mailboxRow(), contractRow()))).toEqual({
      route: 'domainsLookup',
      query: { id: 'contract-row' },
    });
  });

  it('without a contract row, to the lookup of the panel’s first row; an empty cart to the plain lookup', () => {
    expect(breadcrumbTarget('domainSelection', cartOf(mailboxRow()))).toEqual({
      route: 'domainsLookup',
      query: { id: mailboxRow().row_id },
    });
    expect(breadcrumbTarget('domainSelection', cartOf())).toEqual({ route: 'domainsLookup' });
  });

  it('leads the other steps to their screens', () => {
    const cart = cartOf(hostingRow());
    expect(breadcrumbTarget('cart', cart)).toEqual({ route: 'cart' });
    expect(breadcrumbTarget('customer', cart)).toEqual({ route: 'basicInfo' });
    expect(breadcrumbTarget('payment', cart)).toEqual({ route: 'payment' });
    expect(breadcrumbTarget('confirm', cart)).toEqual({ route: 'confirm' });
  });
});
