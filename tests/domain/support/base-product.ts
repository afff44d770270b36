import type { Product } from '@contract/catalogue';

/**
 * A complete, plain product (web hosting, active, visible, no terms, addons or fields) that test
 * fixtures specialise with overrides.
 */
export function baseProduct(id: number): Product {
  return {
    id,
    name: `Product ${id}`,
    description: null,
    tagline: null,
    type: 'webhosting',
    type_id: 1,
    category: { slug: 'webhosting', name: 'Webhosting' },
    category_id: 1,
    domain_capable: true,
    is_domainrequired: 0,
    is_hidden: false,
    is_active: true,
    hide_in_cart: false,
    is_highlight: false,
    order: 1,
    qty_max: null,
    external_product_id: null,
    additionalFields: [],
    additionalinformations: [],
    addons: [],
    upsells: [],
    addonPrice: null,
    addonSetupFee: null,
    addonTime: null,
    freeTlds: [],
    info: null,
    sms_validation: 'false',
    attributes: {},
    upsell_headline: null,
    advantages_headline: null,
    advantages: [],
    advantages_button_text: null,
    disadvantages_headline: null,
    disadvantages: [],
    disadvantages_button_text: null,
    paymentMaturities: [],
  };
}
