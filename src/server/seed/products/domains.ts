import { product, t } from '../builders';
import { domainsCategory } from '../categories';
import { ProductId as P } from '../ids';
import type { SeedProduct } from '../types';

/**
 * The only product of type `domain`: it carries domains ordered without a hosting product
 * (domain-only cart items). It costs nothing itself (TLD prices apply per domain), is hidden in
 * the cart (an item without domains disappears) and has no quantity limit (spec: exempt).
 * Its additional fields are the domain fields asked on /domains/additional-domain-fields.
 */
export const domainProduct: SeedProduct = product({
  id: P.domain,
  type: 'domain',
  category: domainsCategory,
  name: t('Domain', 'Domain'),
  tagline: t('Ihre Wunschdomain', 'Your domain of choice'),
  description: t(
    'Registrieren oder übertragen Sie Domains ohne Hosting-Paket.',
    'Register or transfer domains without a hosting plan.',
  ),
  info: t('Domains werden pro Jahr abgerechnet.', 'Domains are charged per year.'),
  order: 1,
  domain_capable: true,
  is_domainrequired: 1,
  hide_in_cart: true,
  external_product_id: 'domain',
  maturities: [
    { months: 12, price: 0, default: true, cancel: 30, intervals: [{ months: 12, default: true }] },
  ],
  fields: [
    {
      key: 'nameserver_1',
      component: 'text',
      rules: 'string|fqdn|max:253',
      label: t('Eigener Nameserver (optional)', 'Own name server (optional)'),
      headline: t('Nameserver', 'Name servers'),
      postponed: true,
    },
    {
      key: 'glue_ipv4',
      component: 'text',
      rules: 'string|ipv4',
      label: t('IPv4-Adresse des Nameservers', 'IPv4 address of the name server'),
      postponed: true,
    },
    {
      key: 'glue_ipv6',
      component: 'text',
      rules: 'string|ipv6',
      label: t('IPv6-Adresse des Nameservers', 'IPv6 address of the name server'),
      postponed: true,
    },
  ],
});

export const domainProducts: SeedProduct[] = [domainProduct];
