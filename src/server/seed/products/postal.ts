import { addonGroups as g } from '../addons';
import { info, product, t } from '../builders';
import { postalCategory } from '../categories';
import { ProductId as P } from '../ids';
import type { SeedProduct } from '../types';

/**
 * The postal product: the only product of the `postal` category. It is a container for the
 * mailing-address addon (category nsa, added automatically) and the postal power of attorney
 * (category ppoa, which brings the mailing address with it). Hidden in the cart: removing both
 * addons removes it. One per cart.
 */
export const postalProducts: SeedProduct[] = [
  product({
    id: P.postal,
    type: 'postal',
    category: postalCategory,
    name: t('Digitale Geschäftsadresse', 'Digital business address'),
    tagline: t('Ihre Post, digital und überall', 'Your mail, digital and everywhere'),
    description: t(
      'Geschäftsadresse in Berlin, Post-Scan und Weiterleitung.',
      'Business address in Berlin, mail scanning and forwarding.',
    ),
    order: 1,
    hide_in_cart: true,
    qty_max: 1,
    external_product_id: 'postal',
    additionalinformations: [info(t('Standort', 'Location'), t('Berlin', 'Berlin'))],
    maturities: [
      { months: 1, price: 0, default: true, cancel: 28, intervals: [{ months: 1, default: true }] },
      { months: 3, price: 0, intervals: [{ months: 3, default: true }] },
      { months: 6, price: 0, cancel: 180, intervals: [{ months: 6, default: true }] },
      { months: 12, price: 0, cancel: 365, intervals: [{ months: 12, default: true }] },
    ],
    links: [
      { addon: P.nsa, groups: [g.postalAddress, g.postalBundle] },
      { addon: P.ppoa, groups: [g.postalBundle], recommended: 1 },
    ],
  }),
];
