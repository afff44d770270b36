import type { Product } from '@contract/catalogue';
import type { DomainGroup, Tld } from '@contract/domains';

/*
 * Catalogue data charged at another VAT percent: every payment interval's and every TLD's
 * `interval_vat` set to it, net prices unchanged. The catalogue's own percents are those of the
 * brand's country; a customer with an address in another country is charged that country's rate.
 */

export const productsAtVat = (products: readonly Product[], percent: number): Product[] =>
  products.map((product) => ({
    ...product,
    paymentMaturities: product.paymentMaturities.map((maturity) => ({
      ...maturity,
      paymentIntervals: maturity.paymentIntervals.map((interval) => ({ ...interval, interval_vat: percent })),
    })),
  }));

export const tldsAtVat = (tlds: readonly Tld[], percent: number): Tld[] =>
  tlds.map((tld) => ({ ...tld, interval_vat: percent }));

export const domainGroupsAtVat = (groups: readonly DomainGroup[], percent: number): DomainGroup[] =>
  groups.map((group) => ({ ...group, tldsInGroup: tldsAtVat(group.tldsInGroup, percent) }));
