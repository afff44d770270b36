import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartMachine } from '@machines/cart/cart.machine';
import type { MessageKey } from '@web/i18n/catalogues';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { setup } from 'xstate';
import { rowOf, seedCart, withDomain } from '../../support/cart-fixtures';
import { withFields } from '../../support/checkout-flow';
import { SALES_AGENT, signInAsSalesAgent } from '../../support/sales-agent';
import { type PathContext, userModel } from '../framework/user-model';
import { otherLanguage, switchLanguage } from './language-switch';
import { heading, onPath, onScreen } from './screen';

/**
 * The cart screen as a person sees it (catalogue spec sections 2, 4, 6, 8 and 9; checkout spec
 * section 4 for order drafts): remove a row (asked first), contract details, change of term
 * (maturity, then interval; a term that drops an add-on asks first), the PHP-worker module
 * selector, promo codes (unknown, then one that applies), empty cart and add product, the row
 * links that leave the cart (add-ons, popular add-ons, a domain), checkout; the required-field
 * notices (a missing domain, a missing add-on detail) with their buttons, closed and shown again
 * at checkout; a sales agent's "save order" with and without an order draft, and a customer who
 * continues a draft and cancels it. Carts, staff sign-in and drafts are arranged through the API.
 */
const machine = setup({
  types: {
    events: {} as
      | { type: 'ARRIVE_WITH_HOSTING' }
      | { type: 'ARRIVE_WITH_DOMAIN_MISSING' }
      | { type: 'ARRIVE_WITH_DETAILS_MISSING' }
      | { type: 'ARRIVE_AS_AGENT_WITHOUT_DRAFT' }
      | { type: 'ARRIVE_AS_AGENT_WITH_DRAFT' }
      | { type: 'ARRIVE_CONTINUING_DRAFT' }
      | { type: 'REMOVE_PRODUCT' }
      | { type: 'CANCEL_REMOVAL' }
      | { type: 'CONFIRM_REMOVAL' }
      | { type: 'OPEN_DETAILS' }
      | { type: 'CLOSE_DIALOG' }
      | { type: 'CHANGE_TERM' }
      | { type: 'CHOOSE_ONE_YEAR' }
      | { type: 'CHOOSE_ONE_MONTH' }
      | { type: 'CHOOSE_QUARTERLY_PAYMENT' }
      | { type: 'KEEP_TERM' }
      | { type: 'CHANGE_TERM_ANYWAY' }
      | { type: 'CHOOSE_MODULE' }
      | { type: 'CHOOSE_NO_MODULE' }
      | { type: 'REDEEM_UNKNOWN_PROMO_CODE' }
      | { type: 'REDEEM_PROMO_CODE' }
      | { type: 'EMPTY_CART' }
      | { type: 'KEEP_CART' }
      | { type: 'CONFIRM_EMPTY' }
      | { type: 'ADD_PRODUCT' }
      | { type: 'CHANGE_ADDONS' }
      | { type: 'CUSTOMIZE' }
      | { type: 'ADD_DOMAIN' }
      | { type: 'CHECKOUT' }
      | { type: 'CHOOSE_DOMAIN' }
      | { type: 'COMPLETE_DETAILS' }
      | { type: 'SAVE_ORDER' }
      | { type: 'CANCEL_ORDER' }
      | { type: 'SWITCH_LANGUAGE' },
  },
}).createMachine({
  id: 'cartPaths',
  initial: 'start',
  states: {
    start: {
      on: {
        ARRIVE_WITH_HOSTING: 'hosting',
        ARRIVE_WITH_DOMAIN_MISSING: 'domainNotice',
        ARRIVE_WITH_DETAILS_MISSING: 'detailsNotice',
        ARRIVE_AS_AGENT_WITHOUT_DRAFT: 'agentWithoutDraft',
        ARRIVE_AS_AGENT_WITH_DRAFT: 'agentWithDraft',
        ARRIVE_CONTINUING_DRAFT: 'draftContinued',
      },
    },
    /**
     * Web hosting M with domain, access data and premium support, in the term the shop gives it
     * (2 years, yearly; its automatic promotion), no PHP workers.
     */
    hosting: {
      on: {
        REMOVE_PRODUCT: 'removalAsked',
        OPEN_DETAILS: 'detailsOpen',
        CHANGE_TERM: 'maturityChoice',
        CHOOSE_MODULE: 'moduleChosen',
        REDEEM_UNKNOWN_PROMO_CODE: 'promoCodeUnknown',
        EMPTY_CART: 'emptyAsked',
        CHANGE_ADDONS: 'addonVariants',
        ADD_DOMAIN: 'domainLookup',
        SWITCH_LANGUAGE: 'hostingInOtherLanguage',
      },
    },
    /** The same cart after the header's language switch: its texts and the product names. */
    hostingInOtherLanguage: {},
    /** "Remove from cart?" for the hosting row. */
    removalAsked: { on: { CANCEL_REMOVAL: 'hosting', CONFIRM_REMOVAL: 'cartEmpty' } },
    /** "Empty the cart?": nothing is gone until the visitor confirms. */
    emptyAsked: { on: { KEEP_CART: 'hosting', CONFIRM_EMPTY: 'cartEmpty' } },
    detailsOpen: { on: { CLOSE_DIALOG: 'hosting' } },
    /** The term modal's first step: the contract terms of web hosting M. */
    maturityChoice: {
      on: { CLOSE_DIALOG: 'hosting', CHOOSE_ONE_YEAR: 'intervalChoice', CHOOSE_ONE_MONTH: 'dropAsked' },
    },
    /** One year saved; the payment intervals of that term. */
    intervalChoice: { on: { CHOOSE_QUARTERLY_PAYMENT: 'oneYearQuarterly' } },
    oneYearQuarterly: { on: { CUSTOMIZE: 'popularAddons' } },
    /** One month would drop premium support (12 and 24 months only): change it anyway? */
    dropAsked: { on: { KEEP_TERM: 'hosting', CHANGE_TERM_ANYWAY: 'oneMonth' } },
    oneMonth: {},
    /** Two extra PHP workers chosen in the module selector. */
    moduleChosen: { on: { CHOOSE_NO_MODULE: 'hosting' } },
    promoCodeUnknown: { on: { REDEEM_PROMO_CODE: 'promoCodeApplied' } },
    promoCodeApplied: { on: { CHECKOUT: 'loginOrRegister' } },
    /** "Your cart is empty." with "Add product" (and no draft to cancel). */
    cartEmpty: { on: { ADD_PRODUCT: 'categories' } },
    /** Web hosting L without a domain: the notice opens on arrival. */
    domainNotice: { on: { CLOSE_DIALOG: 'domainMissing', CHOOSE_DOMAIN: 'domainLookup' } },
    domainMissing: { on: { CHECKOUT: 'domainNotice' } },
    /** Web hosting S with premium support whose call-back number is missing: the notice on arrival. */
    detailsNotice: { on: { CLOSE_DIALOG: 'detailsMissing', COMPLETE_DETAILS: 'addonFields' } },
    detailsMissing: { on: { CHECKOUT: 'detailsNotice' } },
    /** A signed-in sales agent whose session has no order draft: "Save order" refuses. */
    agentWithoutDraft: { on: { SAVE_ORDER: 'noDraftNotice' } },
    noDraftNotice: {},
    /** A sales agent filling a draft started on the staff page. */
    agentWithDraft: { on: { SAVE_ORDER: 'draftSaved' } },
    /** A customer who opened the agent's continue link: the row locked, "Cancel order". */
    draftContinued: { on: { CANCEL_ORDER: 'cartEmpty' } },
    categories: { type: 'final' },
    addonVariants: { type: 'final' },
    popularAddons: { type: 'final' },
    domainLookup: { type: 'final' },
    loginOrRegister: { type: 'final' },
    addonFields: { type: 'final' },
    /** The staff page of the saved draft, with the customer's continue link. */
    draftSaved: { type: 'final' },
  },
});

/** Seed ids (src/server/seed/ids.ts). */
const P = {
  webhostingS: 101,
  webhostingM: 102,
  webhostingL: 103,
  premiumSupport: 1012,
};

/** Catalogue names (seed data, served in the visitor's language). */
const NAMES = {
  'en-GB': {
    hostingS: 'Web hosting S',
    hostingM: 'Web hosting M',
    hostingL: 'Web hosting L',
    premiumSupport: 'Premium support',
    phpWorkers: 'PHP workers',
    phpWorkers2: '2 extra PHP workers',
    mailHeadline: 'Professional e-mail addresses',
  },
  'de-DE': {
    hostingS: 'Webhosting S',
    hostingM: 'Webhosting M',
    hostingL: 'Webhosting L',
    premiumSupport: 'Premium-Support',
    phpWorkers: 'PHP-Worker',
    phpWorkers2: '2 zusätzliche PHP-Worker',
    mailHeadline: 'Professionelle E-Mail-Adressen',
  },
} as const;

const names = (path: PathContext) => NAMES[path.locale === 'de-DE' ? 'de-DE' : 'en-GB'];

const DOMAIN = 'my-shop.de';
const UNKNOWN_CODE = 'NOPE2026';
const PROMO_CODE = 'WELCOME10';

/** The row with a value in one field of one of its add-ons, as the add-on fields screen stores it. */
function withAddonField(
  shop: CatalogueContext,
  item: CartItem,
  addonId: number,
  key: string,
  value: string,
): CartItem {
  const field = shop.productsById[addonId]?.additionalFields.find((entry) => entry.key === key);
  if (!field) throw new Error(`add-on ${addonId} has no field ${key}`);
  return {
    ...item,
    addons: item.addons.map((element) =>
      element.id === addonId
        ? { ...element, additional_fields: [{ field_id: field.id, field_key: key, value }] }
        : element,
    ),
  };
}

/** Web hosting M with nothing missing: a domain, its access data, premium support with its number. */
const fullHosting = (shop: CatalogueContext): CartItem[] => [
  withFields(
    shop,
    withAddonField(
      shop,
      withDomain(shop, rowOf(shop, P.webhostingM, [P.premiumSupport]), DOMAIN),
      P.premiumSupport,
      'support_phone',
      '+49 30 1234567',
    ),
    { ftp_username: 'myshop', admin_email: 'admin@my-shop.de' },
  ),
];

/** The cart seeded through the API, then opened. */
async function arriveWith(path: PathContext, build: (shop: CatalogueContext) => CartItem[]): Promise<void> {
  await seedCart(path.page, build);
  await path.page.goto('/cart');
}

const row = (path: PathContext, name: string): Locator =>
  path.page.getByRole('article', { name, exact: true });
const hostingRow = (path: PathContext) => row(path, names(path).hostingM);
const dialog = (path: PathContext, key: MessageKey, values?: Record<string, string | number>): Locator =>
  path.page.getByRole('dialog', { name: path.t(key, values) });
const button = (scope: PathContext['page'] | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });
const element = (scope: Locator, name: string): Locator =>
  scope.getByRole('listitem').filter({ hasText: name });
const moduleSelect = (path: PathContext) =>
  hostingRow(path).getByLabel(names(path).phpWorkers, { exact: true });
const promoInput = (path: PathContext) =>
  path.page.getByRole('textbox', { name: path.t('cart_screen.promo_label'), exact: true });

/** The cart page, no modal open. */
async function cartScreen(path: PathContext): Promise<void> {
  await onScreen(path, 'cart.title', '/cart');
  await expect.poll(() => path.page.getByRole('dialog').count()).toBe(0);
}

/** The row's term line: contract term and payment interval. */
const termLine = (path: PathContext, maturity: MessageKey, interval: MessageKey) =>
  hostingRow(path).getByText(`${path.t(maturity)} · ${path.t(interval)}`, { exact: true });

/** The selected option's text of the PHP-worker module selector. */
const chosenModule = (path: PathContext) =>
  moduleSelect(path).evaluate((select) =>
    select instanceof HTMLSelectElement ? (select.selectedOptions[0]?.textContent ?? '') : '',
  );

async function redeem(path: PathContext, code: string): Promise<void> {
  await promoInput(path).fill(code);
  await button(path.page, path.t('cart_screen.promo_redeem')).click();
}

const checkoutButton = (path: PathContext) => button(path.page, path.t('cart.to_checkout'));
const saveOrderButton = (path: PathContext) => button(path.page, path.t('cart.save_order'));

/** A sales agent's cart: who is signed in, and one save action ("Save order"). */
async function agentCart(path: PathContext): Promise<void> {
  await cartScreen(path);
  await path.page.getByText(path.t('header.sales_agent', { email: SALES_AGENT.email })).waitFor();
  await row(path, names(path).hostingS).waitFor();
  await saveOrderButton(path).waitFor();
  expect(await button(path.page, path.t('cart_screen.save_draft')).count()).toBe(0);
}

export const cartModel = userModel({
  name: 'cart',
  title: 'Cart screen',
  machine,
  production: {
    machine: cartMachine,
    states: {
      'cart.entering': 'start',
      'cart.screen': [
        'hosting',
        'removalAsked',
        'emptyAsked',
        'detailsOpen',
        'maturityChoice',
        'intervalChoice',
        'oneYearQuarterly',
        'dropAsked',
        'oneMonth',
        'moduleChosen',
        'promoCodeUnknown',
        'promoCodeApplied',
        'cartEmpty',
        'domainNotice',
        'domainMissing',
        'detailsNotice',
        'detailsMissing',
        'agentWithoutDraft',
        'noDraftNotice',
        'agentWithDraft',
        'draftContinued',
      ],
      'cart.screen.idle': [
        'hosting',
        'hostingInOtherLanguage',
        'oneYearQuarterly',
        'oneMonth',
        'moduleChosen',
        'promoCodeUnknown',
        'promoCodeApplied',
        'cartEmpty',
        'domainMissing',
        'detailsMissing',
        'agentWithoutDraft',
        'noDraftNotice',
        'agentWithDraft',
        'draftContinued',
      ],
      'cart.screen.saving': ['hosting', 'moduleChosen', 'promoCodeApplied', 'cartEmpty'],
      'cart.screen.confirmRemoval': 'removalAsked',
      'cart.screen.confirmEmpty': 'emptyAsked',
      'cart.screen.contractDetails': 'detailsOpen',
      'cart.screen.missingDomain': 'domainNotice',
      'cart.screen.missingFields': 'detailsNotice',
      'cart.screen.period': ['maturityChoice', 'intervalChoice', 'dropAsked'],
      'cart.screen.period.maturity': 'maturityChoice',
      'cart.screen.period.interval': 'intervalChoice',
      'cart.screen.period.confirmDrop': 'dropAsked',
      'cart.screen.period.saving': ['intervalChoice', 'oneYearQuarterly', 'oneMonth'],
      'cart.screen.period.closing': ['oneYearQuarterly', 'oneMonth'],
      'cart.screen.redeeming': ['promoCodeUnknown', 'promoCodeApplied'],
      'cart.screen.cancellingDraft': 'cartEmpty',
      'cart.screen.savingDraft': 'draftSaved',
      'cart.persisting': ['categories', 'addonVariants', 'popularAddons', 'domainLookup', 'loginOrRegister'],
      'cart.handedOver': [
        'categories',
        'addonVariants',
        'popularAddons',
        'domainLookup',
        'loginOrRegister',
        'addonFields',
      ],
    },
    events: {
      'ROUTE.ENTERED': [
        'ARRIVE_WITH_HOSTING',
        'ARRIVE_WITH_DOMAIN_MISSING',
        'ARRIVE_WITH_DETAILS_MISSING',
        'ARRIVE_AS_AGENT_WITHOUT_DRAFT',
        'ARRIVE_AS_AGENT_WITH_DRAFT',
        'ARRIVE_CONTINUING_DRAFT',
      ],
      'REMOVE.REQUESTED': ['REMOVE_PRODUCT'],
      'REMOVE.CONFIRMED': ['CONFIRM_REMOVAL'],
      'REMOVE.CANCELLED': ['CANCEL_REMOVAL'],
      'DETAILS.OPENED': ['OPEN_DETAILS'],
      'MODAL.CLOSED': ['CLOSE_DIALOG'],
      'TERM.CHANGE_REQUESTED': ['CHANGE_TERM'],
      'TERM.MATURITY_CHOSEN': ['CHOOSE_ONE_YEAR', 'CHOOSE_ONE_MONTH'],
      'TERM.INTERVAL_CHOSEN': ['CHOOSE_QUARTERLY_PAYMENT'],
      'TERM.CONFIRMED': ['CHANGE_TERM_ANYWAY'],
      'TERM.CANCELLED': ['KEEP_TERM'],
      'MODULE.CHOSEN': ['CHOOSE_MODULE', 'CHOOSE_NO_MODULE'],
      'PROMO.SUBMITTED': ['REDEEM_UNKNOWN_PROMO_CODE', 'REDEEM_PROMO_CODE'],
      'CART.EMPTY_REQUESTED': ['EMPTY_CART'],
      'CART.EMPTY_CONFIRMED': ['CONFIRM_EMPTY'],
      'CART.EMPTY_CANCELLED': ['KEEP_CART'],
      'ADDONS.CHANGE_REQUESTED': ['CHANGE_ADDONS'],
      'UPSELLS.CUSTOMIZE_REQUESTED': ['CUSTOMIZE'],
      'DOMAIN.ADD_REQUESTED': ['ADD_DOMAIN'],
      'PRODUCT.ADD_REQUESTED': ['ADD_PRODUCT'],
      'REQUIREMENT.FIX_REQUESTED': ['CHOOSE_DOMAIN', 'COMPLETE_DETAILS'],
      'CHECKOUT.REQUESTED': ['CHECKOUT', 'SAVE_ORDER'],
      'DRAFT.CANCEL_REQUESTED': ['CANCEL_ORDER'],
      'CATALOGUE.REFRESHED': ['SWITCH_LANGUAGE'],
    },
  },
  checks: {
    start: async () => {},
    hosting: async (path) => {
      await cartScreen(path);
      const hosting = hostingRow(path);
      await termLine(path, 'period.maturity.biannual', 'period.interval.annual').waitFor();
      await element(hosting, names(path).premiumSupport).waitFor();
      await element(hosting, DOMAIN).waitFor();
      await expect.poll(() => chosenModule(path)).toBe(path.t('cart_screen.module_none'));
      expect(await hosting.getByText(path.t('promotion.code', { code: PROMO_CODE })).count()).toBe(0);
      await checkoutButton(path).waitFor();
    },
    hostingInOtherLanguage: async (path) => {
      const other = otherLanguage(path);
      await other.heading('cart.title').waitFor();
      const hosting = path.page.getByRole('article', { name: NAMES[other.locale].hostingM, exact: true });
      await element(hosting, NAMES[other.locale].premiumSupport).waitFor();
      await button(hosting, other.t('cart_screen.change_term')).waitFor();
    },
    removalAsked: async (path) => {
      await dialog(path, 'cart_screen.remove_title')
        .getByText(path.t('cart_screen.remove_question', { name: names(path).hostingM }))
        .waitFor();
    },
    emptyAsked: async (path) => {
      await dialog(path, 'cart_screen.empty_title').getByText(path.t('cart_screen.empty_question')).waitFor();
      // Nothing is gone yet: the row stays behind the question.
      await hostingRow(path).waitFor();
    },
    detailsOpen: async (path) => {
      const details = dialog(path, 'cart_screen.details_title', { product: names(path).hostingM });
      await details.getByText(path.t('cart_screen.details_cancellation')).waitFor();
      await details.getByText(path.t('period.maturity.biannual'), { exact: true }).waitFor();
    },
    maturityChoice: async (path) => {
      const terms = dialog(path, 'cart_screen.period_title', { product: names(path).hostingM });
      for (const key of [
        'period.maturity.monthly',
        'period.maturity.annual',
        'period.maturity.biannual',
      ] as const)
        await terms.getByRole('button', { name: path.t(key) }).waitFor();
    },
    intervalChoice: async (path) => {
      const intervals = dialog(path, 'cart_screen.interval_title', { product: names(path).hostingM });
      await intervals.getByRole('button', { name: path.t('period.interval.quarterly') }).waitFor();
    },
    oneYearQuarterly: async (path) => {
      await cartScreen(path);
      await termLine(path, 'period.maturity.annual', 'period.interval.quarterly').waitFor();
      await element(hostingRow(path), names(path).premiumSupport).waitFor();
    },
    dropAsked: async (path) => {
      const drop = dialog(path, 'cart_screen.addon_period_title');
      await element(drop, names(path).premiumSupport).waitFor();
      await button(drop, path.t('selection.term_change')).waitFor();
    },
    oneMonth: async (path) => {
      await cartScreen(path);
      await termLine(path, 'period.maturity.monthly', 'period.interval.monthly').waitFor();
      await element(hostingRow(path), names(path).premiumSupport).waitFor({ state: 'detached' });
    },
    moduleChosen: async (path) => {
      await cartScreen(path);
      await expect.poll(() => chosenModule(path)).toBe(names(path).phpWorkers2);
    },
    promoCodeUnknown: async (path) => {
      await path.page
        .getByRole('alert')
        .filter({ hasText: path.t('confirm.manual_promotion_not_found', { code: UNKNOWN_CODE }) })
        .waitFor();
      await cartScreen(path);
    },
    promoCodeApplied: async (path) => {
      await hostingRow(path)
        .getByText(path.t('promotion.code', { code: PROMO_CODE }))
        .first()
        .waitFor();
      await cartScreen(path);
    },
    cartEmpty: async (path) => {
      await cartScreen(path);
      await path.page.getByText(path.t('cart_screen.empty')).waitFor();
      await button(path.page, path.t('cart_screen.add_product')).waitFor();
      expect(await button(path.page, path.t('cart_screen.cancel_order')).count()).toBe(0);
      expect(await checkoutButton(path).count()).toBe(0);
    },
    domainNotice: async (path) => {
      await dialog(path, 'cart_screen.missing_domain_title')
        .getByText(path.t('cart_screen.missing_domain_body', { name: names(path).hostingL }))
        .waitFor();
      await onPath(path, '/cart');
    },
    domainMissing: async (path) => {
      await cartScreen(path);
      await row(path, names(path).hostingL).waitFor();
    },
    detailsNotice: async (path) => {
      await dialog(path, 'cart_screen.missing_fields_title')
        .getByText(path.t('cart_screen.missing_fields_body', { name: names(path).premiumSupport }))
        .waitFor();
      await onPath(path, '/cart');
    },
    detailsMissing: async (path) => {
      await cartScreen(path);
      await element(row(path, names(path).hostingS), names(path).premiumSupport).waitFor();
    },
    agentWithoutDraft: agentCart,
    noDraftNotice: async (path) => {
      await path.page
        .getByRole('alert')
        .filter({ hasText: path.t('order_drafts.please_create_order_draft') })
        .waitFor();
      await cartScreen(path);
    },
    agentWithDraft: agentCart,
    draftContinued: async (path) => {
      await cartScreen(path);
      const hosting = row(path, names(path).hostingS);
      await hosting.waitFor();
      await button(path.page, path.t('cart_screen.cancel_order')).waitFor();
      // The agent's rows are locked and nothing can be added.
      expect(
        await button(hosting, path.t('cart_screen.remove_named', { name: names(path).hostingS })).count(),
      ).toBe(0);
      expect(await button(path.page, path.t('cart_screen.add_product')).count()).toBe(0);
    },
    categories: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
    },
    addonVariants: async (path) => {
      await onScreen(path, 'addon_variants.title', '/addon-variants');
    },
    popularAddons: async (path) => {
      await path.page.getByRole('heading', { level: 1, name: names(path).mailHeadline }).waitFor();
      await onPath(path, '/popular-addons');
    },
    domainLookup: async (path) => {
      await onScreen(path, 'domains.lookup.title', '/domains/lookup');
    },
    loginOrRegister: async (path) => {
      await onScreen(path, 'customer.login_or_register.title', '/customer/login-or-register');
    },
    addonFields: async (path) => {
      await path.page
        .getByText(path.t('fields.subject.addon', { name: names(path).premiumSupport }))
        .waitFor();
      await onPath(path, '/additional-addon-fields');
    },
    draftSaved: async (path) => {
      await path.page.getByRole('heading', { level: 1, name: /^Order draft #\d+$/ }).waitFor();
      await onPath(path, /^\/nova\/resources\/session-order-drafts\/\d+$/);
      expect(await path.page.locator('#continue-link').getAttribute('href')).toMatch(
        /\/continue-preconfigured-order\?session_code=[0-9a-f]{40}$/,
      );
    },
  },
  actions: {
    SWITCH_LANGUAGE: switchLanguage,
    ARRIVE_WITH_HOSTING: (path) => arriveWith(path, fullHosting),
    ARRIVE_WITH_DOMAIN_MISSING: (path) => arriveWith(path, (shop) => [rowOf(shop, P.webhostingL)]),
    ARRIVE_WITH_DETAILS_MISSING: (path) =>
      arriveWith(path, (shop) => [rowOf(shop, P.webhostingS, [P.premiumSupport])]),
    ARRIVE_AS_AGENT_WITHOUT_DRAFT: async (path) => {
      await signInAsSalesAgent(path.page);
      await arriveWith(path, (shop) => [rowOf(shop, P.webhostingS)]);
    },
    ARRIVE_AS_AGENT_WITH_DRAFT: async (path) => {
      await signInAsSalesAgent(path.page);
      // "New order draft" on the staff page: the shop opens the new, empty draft for the agent.
      const started = await path.page.request.post('/staff/drafts', { maxRedirects: 0 });
      const restore = started.headers().location;
      if (started.status() !== 303 || !restore) throw new Error(`new draft failed: ${started.status()}`);
      await path.page.goto(restore);
      await heading(path, 'cart.title').waitFor();
      await seedCart(path.page, (shop) => [rowOf(shop, P.webhostingS)]);
      await path.page.goto('/cart');
    },
    ARRIVE_CONTINUING_DRAFT: async (path) => {
      // The sales agent, in a browser of their own, saves a draft with web hosting S.
      const agent = await path.otherBrowser();
      await signInAsSalesAgent(agent);
      await seedCart(agent, (shop) => [rowOf(shop, P.webhostingS)]);
      const saved = await agent.request.post('/api/v2/order-drafts', { data: {} });
      if (!saved.ok()) throw new Error(`saving the draft failed: ${saved.status()} ${await saved.text()}`);
      const current = (await (await agent.request.get('/api/v2/order-drafts/current')).json()) as {
        data: { session_code: string } | null;
      };
      if (!current.data) throw new Error('the agent has no current draft');
      const link = `/continue-preconfigured-order?session_code=${current.data.session_code}`;
      await path.page.goto(link);
    },
    REMOVE_PRODUCT: async (path) => {
      await button(
        hostingRow(path),
        path.t('cart_screen.remove_named', { name: names(path).hostingM }),
      ).click();
    },
    CANCEL_REMOVAL: async (path) => {
      await button(dialog(path, 'cart_screen.remove_title'), path.t('selection.cancel')).click();
    },
    CONFIRM_REMOVAL: async (path) => {
      await button(dialog(path, 'cart_screen.remove_title'), path.t('cart_screen.remove_confirm')).click();
    },
    OPEN_DETAILS: async (path) => {
      await button(hostingRow(path), path.t('cart_screen.details')).click();
    },
    CLOSE_DIALOG: async (path) => {
      await button(path.page.getByRole('dialog'), path.t('modal.close')).click();
    },
    CHANGE_TERM: async (path) => {
      await button(hostingRow(path), path.t('cart_screen.change_term')).click();
    },
    CHOOSE_ONE_YEAR: async (path) => {
      await dialog(path, 'cart_screen.period_title', { product: names(path).hostingM })
        .getByRole('button', { name: path.t('period.maturity.annual') })
        .click();
    },
    CHOOSE_ONE_MONTH: async (path) => {
      await dialog(path, 'cart_screen.period_title', { product: names(path).hostingM })
        .getByRole('button', { name: path.t('period.maturity.monthly') })
        .click();
    },
    CHOOSE_QUARTERLY_PAYMENT: async (path) => {
      await dialog(path, 'cart_screen.interval_title', { product: names(path).hostingM })
        .getByRole('button', { name: path.t('period.interval.quarterly') })
        .click();
    },
    KEEP_TERM: async (path) => {
      await button(dialog(path, 'cart_screen.addon_period_title'), path.t('selection.term_keep')).click();
    },
    CHANGE_TERM_ANYWAY: async (path) => {
      await button(dialog(path, 'cart_screen.addon_period_title'), path.t('selection.term_change')).click();
    },
    CHOOSE_MODULE: async (path) => {
      await moduleSelect(path).selectOption({ label: names(path).phpWorkers2 });
    },
    CHOOSE_NO_MODULE: async (path) => {
      await moduleSelect(path).selectOption({ label: path.t('cart_screen.module_none') });
    },
    REDEEM_UNKNOWN_PROMO_CODE: (path) => redeem(path, UNKNOWN_CODE),
    REDEEM_PROMO_CODE: (path) => redeem(path, PROMO_CODE),
    EMPTY_CART: async (path) => {
      await button(path.page, path.t('cart_screen.empty_cart')).click();
    },
    KEEP_CART: async (path) => {
      await button(dialog(path, 'cart_screen.empty_title'), path.t('selection.cancel')).click();
    },
    CONFIRM_EMPTY: async (path) => {
      await button(dialog(path, 'cart_screen.empty_title'), path.t('cart_screen.empty_confirm')).click();
    },
    ADD_PRODUCT: async (path) => {
      await button(path.page, path.t('cart_screen.add_product')).click();
    },
    CHANGE_ADDONS: async (path) => {
      await button(hostingRow(path), path.t('cart_screen.change_addons')).click();
    },
    CUSTOMIZE: async (path) => {
      await button(hostingRow(path), path.t('cart_screen.customize')).click();
    },
    ADD_DOMAIN: async (path) => {
      await button(hostingRow(path), path.t('cart_screen.add_domain')).click();
    },
    CHECKOUT: async (path) => {
      await checkoutButton(path).click();
    },
    CHOOSE_DOMAIN: async (path) => {
      await button(
        dialog(path, 'cart_screen.missing_domain_title'),
        path.t('cart_screen.choose_domain'),
      ).click();
    },
    COMPLETE_DETAILS: async (path) => {
      await button(
        dialog(path, 'cart_screen.missing_fields_title'),
        path.t('cart_screen.complete_fields'),
      ).click();
    },
    SAVE_ORDER: async (path) => {
      await saveOrderButton(path).click();
    },
    CANCEL_ORDER: async (path) => {
      await button(path.page, path.t('cart_screen.cancel_order')).click();
    },
  },
});
