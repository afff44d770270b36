import type { Cart, CartItem } from '@contract/cart';
import type { AdditionalFieldDefinition, Product } from '@contract/catalogue';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { EnteredRoute, ProductSelectionInput } from '@machines/product-selection/types';
import type { RouteId } from '@machines/shared/routes';
import {
  cartItem,
  catalogue,
  DE,
  domain,
  element,
  field,
  fixedRandom,
  group,
  link,
  product,
  rowId,
} from '../../domain/cart/fixtures';

/**
 * Small catalogues for the product-selection machine, each exercising one family of branches, and
 * the routes a visitor may enter on them. Ids: 1 domain-only, 1x upsell shop, 2x upsells,
 * 3x variants, 4x promoted, 5x addons, 6x variant/promoted shop, 7x periods shop, 8x SSL, 9x transfer.
 */

export const route = (
  id: RouteId,
  query: EnteredRoute['query'] = {},
  params: EnteredRoute['params'] = {},
): EnteredRoute => ({
  route: id,
  params,
  query,
});

const hosting = { category: { slug: 'hosting', name: 'Hosting' }, category_id: 1 };
const addonCategory = { category: { slug: 'addons', name: 'Addons' }, category_id: 9, type: 'addon' };
/** An addon product whose only maturity and interval have 0 months: it fits every parent term. */
const anyTermAddon = (id: number, overrides: Partial<Product> = {}) =>
  product(id, { ...addonCategory, terms: [{ months: 0, intervals: [0] }], ...overrides });

const requiredField = (id: number, overrides: Partial<AdditionalFieldDefinition> = {}) =>
  field(id, { validation_rules: 'required|string|max:40', ...overrides });

// ── Upsell shop ──────────────────────────────────────────────────────────────────────────────

export const U = {
  /** Upsells 20, 21 and 22 (with fields), a required domain, no fields of its own. */
  withUpsells: product(10, {
    ...hosting,
    upsells: [{ upsell_id: 20 }, { upsell_id: 21 }, { upsell_id: 22 }],
    is_domainrequired: 1,
  }),
  /** Nothing to choose; at most one per cart. */
  plain: product(11, { ...hosting, qty_max: 1 }),
  upsellPlain: product(20, { ...addonCategory, terms: [{ months: 12, intervals: [12] }] }),
  upsellWithFields: product(21, {
    ...addonCategory,
    terms: [{ months: 12, intervals: [12] }],
    additionalFields: [
      requiredField(2101, { headline: 'Which mailbox?' }),
      field(2102, { validation_rules: 'string', is_postponed: true }),
    ],
  }),
  upsellWithField: product(22, {
    ...addonCategory,
    terms: [{ months: 12, intervals: [12] }],
    additionalFields: [requiredField(2201)],
  }),
};

export const upsellShop: CatalogueContext = catalogue({ products: Object.values(U) });

export const upsellRows = {
  /** Product 10 with upsells 21 and 22 (fields unfilled) and a domain. */
  withUpsell: cartItem(U.withUpsells, 12, 12, {
    row_id: rowId('A'),
    upsells: [element(U.upsellWithFields, 12, 12), element(U.upsellWithField, 12, 12)],
    domains: [domain('example.de', DE.id)],
  }),
  plain: cartItem(U.plain, 12, 12, { row_id: rowId('B') }),
};

// ── Variants and promoted addons ─────────────────────────────────────────────────────────────

const variantsA = group(300, ['variants']);
const variantsB = group(301, ['variants']);

export const V = {
  /** Two variant groups and an optional domain; the only product of its category. */
  configurable: product(60, {
    category: { slug: 'servers', name: 'Servers' },
    category_id: 2,
    is_domainrequired: 2,
    addons: [
      link(60, 30, { groups: [variantsA] }),
      link(60, 31, { groups: [variantsA] }),
      link(60, 32, { groups: [variantsB] }),
      link(60, 33, { groups: [variantsB] }),
    ],
  }),
  /** Promoted addons 40 (with a field), 41 and the non-removable 42. */
  promoting: product(61, {
    category: { slug: 'extras', name: 'Extras' },
    category_id: 6,
    addons: [
      link(61, 40, { is_promoted: true, promoted_addon_order: 1 }),
      link(61, 41, { is_promoted: true, promoted_addon_order: 2 }),
      link(61, 42, { is_promoted: true, promoted_addon_order: 3, groups: [group(302, ['non_removable'])] }),
    ],
  }),
  variant30: anyTermAddon(30),
  variant31: anyTermAddon(31),
  variant32: anyTermAddon(32),
  variant33: anyTermAddon(33),
  promotedWithField: anyTermAddon(40, { additionalFields: [requiredField(4001)] }),
  promotedPlain: anyTermAddon(41),
  promotedFixed: anyTermAddon(42),
};

export const variantShop: CatalogueContext = catalogue({ products: Object.values(V) });

export const variantRows = {
  /** Variant 30 chosen. */
  configured: cartItem(V.configurable, 12, 12, { row_id: rowId('C'), addons: [element(V.variant30, 0, 0)] }),
  /** Promoted 41 and the non-removable promoted 42 in the row. */
  promoted: cartItem(V.promoting, 12, 12, {
    row_id: rowId('H'),
    addons: [element(V.promotedPlain, 0, 0), element(V.promotedFixed, 0, 0)],
  }),
};

// ── Periods ──────────────────────────────────────────────────────────────────────────────

export const P = {
  /**
   * Maturities 1, 12 (intervals 1, 3, 12) and 24 months; regular addon 52 (12 months, interval 12
   * only: dropped by other terms) and the auto-assigned, non-removable 53 (1 and 12 months; in 12
   * only intervals 3 and 12: it blocks 24 months and the monthly interval of 12 months).
   */
  periods: product(70, {
    category: { slug: 'periods', name: 'Periods' },
    category_id: 3,
    terms: [
      { months: 1, price: 9, intervals: [1] },
      { months: 12, price: 5, intervals: [1, 3, 12], defaultInterval: 12 },
      { months: 24, price: 4.5, intervals: [12, 24] },
    ],
    addons: [link(70, 52), link(70, 53, { groups: [group(303, ['autoassign', 'non_removable'])] })],
  }),
  /** One term only and no addons: every period step is skipped. */
  fixed: product(71, { category: { slug: 'periods', name: 'Periods' }, category_id: 3 }),
  yearlyOnly: product(52, { ...addonCategory, terms: [{ months: 12, intervals: [12] }] }),
  fixedAddon: product(53, {
    ...addonCategory,
    terms: [
      { months: 1, intervals: [1] },
      { months: 12, intervals: [3, 12] },
    ],
  }),
};

export const periodShop: CatalogueContext = catalogue({ products: Object.values(P) });

export const periodRows = {
  /** 12 months billed yearly with the 12-month-only addon 52 and the fixed addon 53. */
  yearly: cartItem(P.periods, 12, 12, {
    row_id: rowId('D'),
    addons: [element(P.yearlyOnly, 12, 12), element(P.fixedAddon, 12, 12)],
  }),
  /** 12 months billed yearly with only the fixed addon 53. */
  lean: cartItem(P.periods, 12, 12, { row_id: rowId('E'), addons: [element(P.fixedAddon, 12, 12)] }),
};

// ── Addons and addon fields ──────────────────────────────────────────────────────────────────

export const A = {
  /** Regular addons 50 (a field and a postponed field) and 54, recommended 51 (a field). */
  extensible: product(72, {
    category: { slug: 'extensible', name: 'Extensible' },
    category_id: 7,
    addons: [link(72, 50), link(72, 51, { is_recommended: true, recommended_addon_order: 1 }), link(72, 54)],
  }),
  regularWithField: anyTermAddon(50, {
    additionalFields: [requiredField(5001), field(5002, { validation_rules: 'string', is_postponed: true })],
  }),
  recommendedWithField: anyTermAddon(51, { additionalFields: [requiredField(5101)] }),
  regularPlain: anyTermAddon(54),
};

export const addonShop: CatalogueContext = catalogue({ products: Object.values(A) });

export const addonRows = {
  /** Addons 50 and 51 chosen, their fields unfilled. */
  unfilled: cartItem(A.extensible, 12, 12, {
    row_id: rowId('I'),
    addons: [element(A.regularWithField, 0, 0), element(A.recommendedWithField, 0, 0)],
  }),
};

// ── SSL certificates and product fields ──────────────────────────────────────────────────────

export const S = {
  /** A certificate: one fqdn field (its headline is the title), two maturities, upsell 20 (skipped), addon 50. */
  certificate: product(80, {
    type: 'certificate',
    category: { slug: 'ssl', name: 'SSL' },
    category_id: 4,
    upsells: [{ upsell_id: 20 }],
    additionalFields: [
      field(8001, {
        key: 'certificate_fqdn',
        validation_rules: 'required|string|min:4|max:253|fqdn',
        headline: 'Which domain is the certificate for?',
      }),
    ],
    terms: [
      // Equal prices: the default is the shorter maturity.
      { months: 12, price: 2.49, intervals: [12] },
      { months: 24, price: 2.49, intervals: [12, 24], defaultInterval: 12 },
    ],
    addons: [link(80, 50)],
  }),
  /** A product with a field and a postponed field. */
  withFields: product(81, {
    category: { slug: 'ssl', name: 'SSL' },
    category_id: 4,
    additionalFields: [
      requiredField(8101),
      field(8102, { validation_rules: 'required|string', is_postponed: true }),
    ],
  }),
  upsellPlain: U.upsellPlain,
  regularWithField: A.regularWithField,
};

export const sslShop: CatalogueContext = catalogue({ products: Object.values(S) });

export const sslRows = {
  fields: cartItem(S.withFields, 12, 12, { row_id: rowId('F') }),
};

// ── Contract transfer ────────────────────────────────────────────────────────────────────────

export const T = {
  transfer: product(90, {
    type: 'transfer',
    category: { slug: 'transfer', name: 'Transfer' },
    category_id: 5,
    qty_max: 1,
    is_hidden: true,
    terms: [{ months: 1, intervals: [1] }],
    additionalFields: [
      field(9001, {
        key: 'transfer_id',
        label: 'Transfer ID',
        validation_rules: 'required|string|alpha_num|min:8|max:16|exists',
      }),
    ],
  }),
};

export const transferShop: CatalogueContext = catalogue({ products: Object.values(T) });
export const shopWithoutTransfer: CatalogueContext = catalogue({ products: [U.plain] });

export const transferRow: CartItem = cartItem(T.transfer, 1, 1, { row_id: rowId('G') });

// ── Model fixtures: an input and the routes a visitor may enter ──────────────────────────────

export interface ModelFixture {
  name: string;
  input: ProductSelectionInput;
  routes: readonly EnteredRoute[];
}

const cartOf = (...items: CartItem[]): Cart => ({ items });

/**
 * New rows get the row id 'QQQ…' (a constant random source, provided to the machine with
 * `withRowIds`): a path creates at most one row, and the traversal and its replays then agree on it.
 */
export const constantRandom = fixedRandom([16]);
export const NEW_ROW = rowId('Q');

const fixture = (
  name: string,
  input: ProductSelectionInput,
  routes: readonly EnteredRoute[],
): ModelFixture => ({
  name,
  input,
  routes,
});

const ROW_A = rowId('A');
const C = rowId('C');
const H = rowId('H');
const D = rowId('D');
const I = rowId('I');
const E = rowId('E');
const F = rowId('F');

export const MODEL_FIXTURES: readonly ModelFixture[] = [
  fixture(
    'upsells',
    { catalogue: upsellShop, cart: cartOf(upsellRows.withUpsell, upsellRows.plain), mayAddItems: true },
    [
      route('products', {}, { slug: 'hosting' }),
      route('products', { chooseProduct: 10 }, { slug: 'hosting' }),
      route('products', { chooseProduct: 999 }, { slug: 'hosting' }),
      route('products', { chooseProduct: 10, promocode: 'LINK10' }, { slug: 'hosting' }),
      route('products', {}, { slug: 'nothing-here' }),
      route('popularAddons', { id: ROW_A, upsellProductId: 21, returnToCart: 1 }),
      route('addonReselectionPopularAddons', { id: ROW_A }),
      route('popularAddons', { id: rowId('B') }),
      route('popularAddons', { id: rowId('Z') }),
      route('additionalPopularAddonFields', { id: ROW_A }),
      route('additionalPopularAddonFields', { id: ROW_A, addonId: 21, p: 'y' }),
      route('additionalAddonFields', { id: ROW_A }),
      route('additionalProductFields', { id: 11, rowId: rowId('B') }),
      route('cart'),
    ],
  ),
  fixture(
    'upsells, no upsells left to fill',
    { catalogue: upsellShop, cart: cartOf(upsellRows.plain), mayAddItems: true },
    [
      route('products', { chooseProduct: 10, d: 'example.com' }, { slug: 'hosting' }),
      route('additionalPopularAddonFields', { id: rowId('B') }),
    ],
  ),
  fixture('variants', { catalogue: variantShop, cart: cartOf(variantRows.configured), mayAddItems: true }, [
    route('products', {}, { slug: 'servers' }),
    route('addonReselectionAddonVariants', { id: C }),
    route('addonVariants', { id: C, set: 301 }),
  ]),
  fixture(
    'promoted addons',
    { catalogue: variantShop, cart: cartOf(variantRows.promoted), mayAddItems: true },
    [
      route('products', { chooseProduct: 61 }, { slug: 'extras' }),
      route('promotedAddons', { id: H, addonId: 41 }),
    ],
  ),
  fixture(
    'customer updating a draft',
    {
      catalogue: variantShop,
      cart: cartOf(variantRows.configured, variantRows.promoted),
      mayAddItems: false,
    },
    [
      route('promotedAddons', { id: H }),
      route('products', {}, { slug: 'servers' }),
      route('addonVariants', { id: C }),
      route('periodsMaturity', { id: H }),
    ],
  ),
  fixture(
    'periods',
    { catalogue: periodShop, cart: cartOf(periodRows.yearly, periodRows.lean), mayAddItems: true },
    [
      route('products', { chooseProduct: 70 }, { slug: 'periods' }),
      route('products', { chooseProduct: 71 }, { slug: 'periods' }),
      route('periodsMaturity', { id: D, returnToCart: 1 }),
      route('periodsMaturity', { id: E, returnToCart: 1 }),
      route('periodsInterval', { id: D, returnToCart: 1 }),
      route('periodsInterval', { id: E, returnToCart: 1 }),
    ],
  ),
  fixture('addons', { catalogue: addonShop, cart: cartOf(addonRows.unfilled), mayAddItems: true }, [
    route('products', { chooseProduct: 72 }, { slug: 'extensible' }),
    route('addons', { id: I, returnToCart: 1 }),
    route('additionalAddonFields', { id: I }),
    route('additionalAddonFields', { id: I, addonId: 50, p: 'y' }),
  ]),
  fixture(
    'SSL certificates and product fields',
    { catalogue: sslShop, cart: cartOf(sslRows.fields), mayAddItems: true },
    [
      route('products', { chooseProduct: 80 }, { slug: 'ssl' }),
      route('additionalProductFields', { id: 81 }),
      route('additionalProductFields', { id: 81, rowId: F, returnToCart: 1 }),
      route('additionalProductFields', { id: 81, rowId: F, p: 'y' }),
      route('additionalProductFields', { id: 81, rowId: F, promocode: 'LINK10' }),
      route('additionalProductFields', { id: 81, rowId: rowId('Z') }),
    ],
  ),
  fixture('contract transfer', { catalogue: transferShop, cart: cartOf(), mayAddItems: true }, [
    route('contractTransfer', {}, { transferId: 'TRF2024A1' }),
    route('contractTransfer', {}, { transferId: 'bad' }),
  ]),
  fixture(
    'contract transfer, one already in the cart',
    { catalogue: transferShop, cart: cartOf(transferRow), mayAddItems: true },
    [route('contractTransfer', {}, { transferId: 'TRF2024A1' })],
  ),
  fixture(
    'contract transfer, no transfer product',
    { catalogue: shopWithoutTransfer, cart: cartOf(), mayAddItems: true },
    [route('contractTransfer', {}, { transferId: 'TRF2024A1' })],
  ),
  fixture(
    'returning by input',
    { catalogue: upsellShop, cart: cartOf(), mayAddItems: true, returnToCart: true },
    [route('products', { chooseProduct: 11 }, { slug: 'hosting' })],
  ),
];
