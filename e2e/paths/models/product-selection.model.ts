import type { CartItem } from '@contract/cart';
import type { LocaleCode } from '@contract/common';
import { addUpsell, toggleAddon } from '@domain/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { productSelectionMachine } from '@machines/product-selection/product-selection.machine';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { setup } from 'xstate';
import { rowOf, seedCart, withDomain } from '../../support/cart-fixtures';
import { withFields } from '../../support/checkout-flow';
import { type PathContext, userModel } from '../framework/user-model';
import { otherLanguage, switchLanguage } from './language-switch';
import { heading, onPath, onScreen } from './screen';

/**
 * Choosing a product and its steps as a person sees them (catalogue spec sections 2 and 4): the
 * web hosting products (S without fields: variants, the migration service with its form, the
 * domain question, terms, premium support and its fields; M: product fields wrongly and rightly,
 * the three upsells, variants, browsing the featured add-ons, the required domain; L twice: the
 * maximum quantity), the postal product (chosen at once: term, power of attorney, the mailing
 * address refused by the server and corrected), an SSL certificate by link (certificate steps
 * only; once with a web hosting promo code, looked up and not applicable), term changes that drop the website builder (the confirm modal, kept and changed), links
 * into steps of a cart row (featured add-ons, upsells back to the cart, the fields of a row, of an
 * add-on, of an upsell, postponed fields), unknown products and rows, and contract transfers.
 * Carts of the arrivals come from the API; everything checked is on screen.
 */
const machine = setup({
  types: {
    events: {} as
      | { type: 'OPEN_WEB_HOSTING' }
      | { type: 'OPEN_POSTAL_SERVICES' }
      | { type: 'OPEN_CERTIFICATE_LINK' }
      | { type: 'OPEN_CERTIFICATE_LINK_WITH_HOSTING_CODE' }
      | { type: 'ARRIVE_AT_CERTIFICATE_ROW_WITH_HOSTING_CODE' }
      | { type: 'OPEN_LINK_TO_UNKNOWN_PRODUCT' }
      | { type: 'OPEN_STEP_LINK_OF_MISSING_ROW' }
      | { type: 'ARRIVE_WITH_TWO_HOSTING_L' }
      | { type: 'ARRIVE_AT_FIELDS_OF_CART_ROW' }
      | { type: 'ARRIVE_AT_FEATURED_ADDONS' }
      | { type: 'ARRIVE_TO_CHANGE_TERMS' }
      | { type: 'ARRIVE_FROM_CART_AT_UPSELLS' }
      | { type: 'ARRIVE_AT_MAILBOX_FIELDS' }
      | { type: 'ARRIVE_AT_SUPPORT_FIELDS' }
      | { type: 'ARRIVE_AT_POSTPONED_FIELDS' }
      | { type: 'FOLLOW_TRANSFER_LINK' }
      | { type: 'FOLLOW_TRANSFER_LINK_WITH_UNKNOWN_ID' }
      | { type: 'FOLLOW_TRANSFER_LINK_WITH_MALFORMED_ID' }
      | { type: 'ORDER_HOSTING_S' }
      | { type: 'ORDER_HOSTING_M' }
      | { type: 'ORDER_HOSTING_L' }
      | { type: 'GO_BACK' }
      | { type: 'TYPE_INVALID_FTP_NAME' }
      | { type: 'FILL_PRODUCT_FIELDS' }
      | { type: 'SAVE_FIELDS' }
      | { type: 'ADD_UPSELL' }
      | { type: 'PASS_UPSELL' }
      | { type: 'SAVE_MAILBOX' }
      | { type: 'PROCEED_WITHOUT_CHANGES' }
      | { type: 'CHOOSE_VARIANT' }
      | { type: 'SKIP_VARIANTS' }
      | { type: 'ADD_FEATURED' }
      | { type: 'REMOVE_FEATURED' }
      | { type: 'NEXT_OFFER' }
      | { type: 'PREVIOUS_OFFER' }
      | { type: 'CONTINUE' }
      | { type: 'CANCEL_FORM' }
      | { type: 'ADD_MIGRATION_WITH_DOMAIN' }
      | { type: 'SKIP_DOMAIN' }
      | { type: 'CHOOSE_ONE_MONTH' }
      | { type: 'CHOOSE_ONE_YEAR' }
      | { type: 'CHOOSE_TWO_YEARS' }
      | { type: 'CHOOSE_MONTHLY_PAYMENT' }
      | { type: 'CHOOSE_QUARTERLY_PAYMENT' }
      | { type: 'KEEP_TERM' }
      | { type: 'CHANGE_TERM' }
      | { type: 'ADD_PREMIUM_SUPPORT' }
      | { type: 'ADD_POWER_OF_ATTORNEY' }
      | { type: 'CONFIRM_ADDONS' }
      | { type: 'SAVE_CALLBACK_NUMBER' }
      | { type: 'SUBMIT_IMPLAUSIBLE_STREET' }
      | { type: 'CORRECT_STREET' }
      | { type: 'SIGN_POWER_OF_ATTORNEY' }
      | { type: 'SAVE_CERTIFICATE_DOMAIN' }
      | { type: 'SAVE_INVOICE_CODE' }
      | { type: 'SWITCH_LANGUAGE' },
  },
}).createMachine({
  id: 'productSelectionPaths',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_WEB_HOSTING: 'products',
        OPEN_POSTAL_SERVICES: 'postalMaturity',
        OPEN_CERTIFICATE_LINK: 'certificateFields',
        OPEN_CERTIFICATE_LINK_WITH_HOSTING_CODE: 'certificateFieldsWithHostingCode',
        ARRIVE_AT_CERTIFICATE_ROW_WITH_HOSTING_CODE: 'certificateFieldsWithHostingCode',
        ARRIVE_AT_FEATURED_ADDONS: 'featuredOffer1',
        ARRIVE_TO_CHANGE_TERMS: 'maturityWithBuilder',
        ARRIVE_AT_FIELDS_OF_CART_ROW: 'productFieldsEmpty',
        ARRIVE_AT_SUPPORT_FIELDS: 'supportFields',
        ARRIVE_FROM_CART_AT_UPSELLS: 'upsellReturning',
        ARRIVE_AT_MAILBOX_FIELDS: 'mailboxScreen',
        ARRIVE_AT_POSTPONED_FIELDS: 'postponedFields',
        ARRIVE_WITH_TWO_HOSTING_L: 'productsWithTwoL',
        OPEN_LINK_TO_UNKNOWN_PRODUCT: 'productUnavailable',
        OPEN_STEP_LINK_OF_MISSING_ROW: 'categories',
        FOLLOW_TRANSFER_LINK: 'cartWithTransfer',
        FOLLOW_TRANSFER_LINK_WITH_UNKNOWN_ID: 'transferUnknown',
        FOLLOW_TRANSFER_LINK_WITH_MALFORMED_ID: 'transferMalformed',
      },
    },

    // ── Web hosting: the products screen ───────────────────────────────────────────────────
    /** The web hosting products, each with its order button. */
    products: { on: { ORDER_HOSTING_S: 'variantsS', ORDER_HOSTING_M: 'productFieldsEmpty' } },
    /** Two web hosting L in the cart already (its maximum). */
    productsWithTwoL: { on: { ORDER_HOSTING_L: 'productLimitReached' } },
    /** The maximum-quantity notice on the products screen; nothing was added. */
    productLimitReached: { type: 'final' },

    // ── Web hosting M: product fields, upsells, variants, featured add-ons ────────────────
    /** FTP user name and administrator e-mail: empty, Save and proceed disabled. */
    productFieldsEmpty: {
      on: {
        FILL_PRODUCT_FIELDS: 'productFieldsFilled',
        TYPE_INVALID_FTP_NAME: 'productFieldsInvalid',
        GO_BACK: 'products',
      },
    },
    /** A space in the FTP user name: the rule's message under the field, still disabled. */
    productFieldsInvalid: { on: { FILL_PRODUCT_FIELDS: 'productFieldsFilled' } },
    productFieldsFilled: { on: { SAVE_FIELDS: 'upsellMail' } },
    /** Upsell 1 of 3, Professional Mail (it has a mailbox field). */
    upsellMail: { on: { ADD_UPSELL: 'mailboxForm', PASS_UPSELL: 'upsellSeo' } },
    /** Professional Mail added: its mailbox form on the upsell screen. */
    mailboxForm: { on: { SAVE_MAILBOX: 'upsellSeo', PASS_UPSELL: 'upsellSeo' } },
    /** Upsell 2 of 3, SEO Booster (no fields). */
    upsellSeo: { on: { ADD_UPSELL: 'upsellBuilder' } },
    /** Upsell 3 of 3, the website builder. */
    upsellBuilder: { on: { PASS_UPSELL: 'variantsM' } },
    /** M's storage variants (+10, +50, +100 GB). */
    variantsM: { on: { CHOOSE_VARIANT: 'featuredOffer1' } },
    /** Featured add-on 1 of 3, expert setup, not added. */
    featuredOffer1: { on: { ADD_FEATURED: 'featuredOffer2', CONTINUE: 'domainLookup' } },
    /** Featured add-on 2 of 3, the migration service; expert setup is in the cart. */
    featuredOffer2: { on: { PREVIOUS_OFFER: 'featuredOffer1Added', CONTINUE: 'domainLookup' } },
    /** Back at expert setup, which is in the cart: "Remove from cart". */
    featuredOffer1Added: { on: { NEXT_OFFER: 'featuredOffer2', REMOVE_FEATURED: 'featuredOffer1' } },
    /** M needs a domain: the domain search takes over. */
    domainLookup: { type: 'final' },

    // ── Web hosting S: variants, the migration service, the domain question, terms, addons ─
    /** S's storage variants (+10, +50 GB). */
    variantsS: { on: { CHOOSE_VARIANT: 'featuredMigration', SKIP_VARIANTS: 'featuredMigration' } },
    /** The migration service, offer 1 of 1. */
    featuredMigration: { on: { ADD_FEATURED: 'migrationForm', CONTINUE: 'domainQuestion' } },
    /** Its form: the domain of the current website; Add to cart disabled while empty. */
    migrationForm: { on: { CANCEL_FORM: 'featuredMigration', ADD_MIGRATION_WITH_DOMAIN: 'domainQuestion' } },
    /** S's domain is optional: would you like to add one? */
    domainQuestion: { on: { SKIP_DOMAIN: 'maturityS' } },
    /** S's three terms, 1 year chosen. */
    maturityS: { on: { CHOOSE_TWO_YEARS: 'intervalS' } },
    /** The intervals of 2 years, yearly chosen. */
    intervalS: { on: { CHOOSE_MONTHLY_PAYMENT: 'addonsS' } },
    /** Premium support recommended, not chosen. */
    addonsS: { on: { ADD_PREMIUM_SUPPORT: 'addonsSWithSupport' } },
    addonsSWithSupport: { on: { CONFIRM_ADDONS: 'supportFields' } },
    /** Premium support's call-back number. */
    supportFields: { on: { SAVE_CALLBACK_NUMBER: 'cartWithHostingS' } },
    cartWithHostingS: { type: 'final' },

    // ── The postal product: chosen at once ─────────────────────────────────────────────────
    /** Four terms of the business address, 1 month chosen. */
    postalMaturity: { on: { CHOOSE_ONE_YEAR: 'postalAddons' } },
    /** The power of attorney recommended, the mailing address chosen. */
    postalAddons: { on: { ADD_POWER_OF_ATTORNEY: 'postalAddonsWithPpoa' } },
    postalAddonsWithPpoa: { on: { CONFIRM_ADDONS: 'nsaFields' } },
    /** The mailing address's fields, empty. */
    nsaFields: { on: { SUBMIT_IMPLAUSIBLE_STREET: 'nsaStreetRefused' } },
    /** The server refused the street "12": its message under the field. */
    nsaStreetRefused: { on: { CORRECT_STREET: 'nsaStreetCorrected' } },
    nsaStreetCorrected: { on: { SAVE_FIELDS: 'ppoaFields' } },
    /** Next add-on needing fields: the power of attorney. */
    ppoaFields: { on: { SIGN_POWER_OF_ATTORNEY: 'cartWithPostal' } },
    cartWithPostal: { type: 'final' },

    // ── An SSL certificate by link: its field, then only the certificate steps ────────────
    /** The single field's headline as title, the SSL hint. */
    certificateFields: { on: { SAVE_CERTIFICATE_DOMAIN: 'certificateMaturity' } },
    /** 1 or 2 years (the featured site seal is skipped for certificates). */
    certificateMaturity: { type: 'final' },
    /**
     * The same link with a manual promo code for web hosting only (HOSTING5), which the shop looks
     * up on the server first (also as the fields link of a certificate already in the cart): saved,
     * the certificate goes on without it, with "not applicable".
     */
    certificateFieldsWithHostingCode: { on: { SAVE_CERTIFICATE_DOMAIN: 'certificateCodeNotApplicable' } },
    certificateCodeNotApplicable: { type: 'final' },

    // ── Term changes that drop the website builder (M with the builder, a domain) ─────────
    /** M's three terms, 2 years chosen. */
    maturityWithBuilder: {
      on: { CHOOSE_ONE_MONTH: 'maturityDropModal', CHOOSE_TWO_YEARS: 'intervalWithBuilder' },
    },
    /** "Change the contract term?": the website builder would be removed. */
    maturityDropModal: { on: { KEEP_TERM: 'maturityWithBuilder', CHANGE_TERM: 'addonsM' } },
    /** The intervals of 2 years, yearly chosen. */
    intervalWithBuilder: { on: { CHOOSE_QUARTERLY_PAYMENT: 'intervalDropModal' } },
    intervalDropModal: { on: { KEEP_TERM: 'intervalWithBuilder', CHANGE_TERM: 'addonsM' } },
    /** M's add-ons (dedicated IPv4 address recommended). */
    addonsM: { on: { CONFIRM_ADDONS: 'cartWithHostingM', SWITCH_LANGUAGE: 'addonsMInOtherLanguage' } },
    /** The same add-ons after the header's language switch: the screen's texts and the add-on names. */
    addonsMInOtherLanguage: { type: 'final' },
    cartWithHostingM: { type: 'final' },

    // ── Links into a cart row's steps ──────────────────────────────────────────────────────
    /** Upsells with returnToCart: "Proceed without changes". */
    upsellReturning: { on: { PROCEED_WITHOUT_CHANGES: 'cartWithHostingM' } },
    /** The popular add-on fields screen of Professional Mail (its headline as title). */
    mailboxScreen: { on: { SAVE_MAILBOX: 'cartWithHostingM' } },
    /** L's postponed field (p=y): the invoice short code. */
    postponedFields: { on: { SAVE_INVOICE_CODE: 'postfillDomainFields' } },
    /** Saved: the postfill walk goes on to the row's domain, whose postponed fields are empty. */
    postfillDomainFields: { type: 'final' },
    /** "Product not available" on the categories screen. */
    productUnavailable: { type: 'final' },
    /** A step link of a row that is not in the cart: the categories screen. */
    categories: { type: 'final' },

    // ── Contract transfer ──────────────────────────────────────────────────────────────────
    cartWithTransfer: { type: 'final' },
    /** The server knows no contract with that id: its message, an empty cart. */
    transferUnknown: { type: 'final' },
    /** The id breaks the field's rules: the rule's message, an empty cart. */
    transferMalformed: { type: 'final' },
  },
});

// ── Seed texts (src/server/seed), by locale ─────────────────────────────────────────────────

const SEED = {
  'en-GB': {
    webhosting: 'Web hosting',
    postal: 'Postal services',
    hostingS: 'Web hosting S',
    hostingM: 'Web hosting M',
    hostingL: 'Web hosting L',
    postalProduct: 'Digital business address',
    ftpName: 'FTP user name',
    adminEmail: 'Administrator e-mail address',
    invoiceCode: 'Your short code for invoices',
    mail: 'Professional Mail',
    mailHeadline: 'Professional e-mail addresses',
    mailAdd: 'Add Professional Mail',
    mailPass: 'No thanks, continue',
    mailboxTitle: 'Your first mailbox',
    mailbox: 'Name of the first mailbox',
    seoHeadline: 'More visitors for your website',
    seoAdd: 'Add SEO Booster',
    seoPass: 'Skip',
    builderHeadline: 'A website in minutes',
    builderAdd: 'Add website builder',
    builderPass: 'Continue without',
    builder: 'Website builder',
    storage: 'How much extra storage do you need?',
    storage50: '+50 GB storage',
    storage100: '+100 GB storage',
    expertSetup: 'Expert setup',
    migration: 'Website migration service',
    oldHost: 'Domain of the current website',
    premiumSupport: 'Premium support',
    callBack: 'Call-back number',
    dedicatedIp: 'Dedicated IPv4 address',
    nsa: 'Business address with mail forwarding',
    nsaHeadline: 'Your business address',
    nsaAddress: 'Your current address',
    nsaPeriods: 'Forwarding rhythm (weeks)',
    everyTwoWeeks: 'Every 2 weeks',
    streetImplausible: 'Please enter a real street name, for example Main Street.',
    ppoa: 'Postal power of attorney',
    ppoaHeadline: 'Your postal power of attorney',
    ppoaPrivate: 'I grant the power of attorney as a private person',
    ppoaLegal: 'Legal notes read (private person)',
    certificate: 'SSL Basic (DV)',
    certificateTitle: 'Which domain is the certificate for?',
    certificateDomain: 'Domain or subdomain',
    transfer: 'Contract transfer',
    transferIdTooShort: '“Transfer ID” must be at least 8 characters long.',
    unknownTransferId: 'No contract with this transfer ID was found. Please check the ID.',
    twoItems: 'Cart, 2 items',
  },
  'de-DE': {
    webhosting: 'Webhosting',
    postal: 'Postdienste',
    hostingS: 'Webhosting S',
    hostingM: 'Webhosting M',
    hostingL: 'Webhosting L',
    postalProduct: 'Digitale Geschäftsadresse',
    ftpName: 'FTP-Benutzername',
    adminEmail: 'E-Mail-Adresse des Administrators',
    invoiceCode: 'Ihr Kürzel für Rechnungen',
    mail: 'Professional Mail',
    mailHeadline: 'Professionelle E-Mail-Adressen',
    mailAdd: 'Professional Mail hinzufügen',
    mailPass: 'Nein danke, weiter',
    mailboxTitle: 'Ihr erstes Postfach',
    mailbox: 'Name des ersten Postfachs',
    seoHeadline: 'Mehr Besucher für Ihre Website',
    seoAdd: 'SEO Booster hinzufügen',
    seoPass: 'Überspringen',
    builderHeadline: 'Website in wenigen Minuten',
    builderAdd: 'Baukasten hinzufügen',
    builderPass: 'Weiter ohne Baukasten',
    builder: 'Homepage-Baukasten',
    storage: 'Wie viel zusätzlichen Speicher brauchen Sie?',
    storage50: '+50 GB Speicher',
    storage100: '+100 GB Speicher',
    expertSetup: 'Einrichtung durch Experten',
    migration: 'Umzugsservice',
    oldHost: 'Domain der bisherigen Website',
    premiumSupport: 'Premium-Support',
    callBack: 'Rückrufnummer',
    dedicatedIp: 'Eigene IPv4-Adresse',
    nsa: 'Geschäftsadresse mit Postweiterleitung',
    nsaHeadline: 'Ihre Geschäftsadresse',
    nsaAddress: 'Ihre bisherige Anschrift',
    nsaPeriods: 'Weiterleitungsrhythmus (Wochen)',
    everyTwoWeeks: 'Alle 2 Wochen',
    streetImplausible: 'Bitte geben Sie einen echten Straßennamen an, zum Beispiel Hauptstraße.',
    ppoa: 'Postvollmacht',
    ppoaHeadline: 'Ihre Postvollmacht',
    ppoaPrivate: 'Ich erteile die Postvollmacht als Privatperson',
    ppoaLegal: 'Rechtliche Hinweise gelesen (Privatperson)',
    certificate: 'SSL Basic (DV)',
    certificateTitle: 'Für welche Domain ist das Zertifikat?',
    certificateDomain: 'Domain oder Subdomain',
    transfer: 'Vertragsübernahme',
    transferIdTooShort: '„Übernahme-ID“ muss mindestens 8 Zeichen lang sein.',
    unknownTransferId: 'Zu dieser Übernahme-ID wurde kein Vertrag gefunden. Bitte prüfen Sie die ID.',
    twoItems: 'Warenkorb, 2 Artikel',
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;

const seed = (path: PathContext) => SEED[path.locale];

/** The domain of the row whose postponed fields are saved (its own postponed fields stay empty). */
const POSTFILL_DOMAIN = 'paths-agency.de';

/** Seed ids (src/server/seed/ids.ts). */
const ID = {
  hostingS: 101,
  hostingM: 102,
  hostingL: 103,
  certificate: 301,
  upsellMail: 801,
  upsellBuilder: 803,
  premiumSupport: 1012,
} as const;

// ── What a person looks at ──────────────────────────────────────────────────────────────────

const button = (path: PathContext, name: string): Locator =>
  path.page.getByRole('button', { name, exact: true });

/** A text that starts a control's name (choice buttons and checkboxes carry their price after it). */
const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const anyDialog = (path: PathContext): Locator => path.page.getByRole('dialog');

const termModal = (path: PathContext): Locator =>
  path.page.getByRole('dialog', { name: path.t('selection.term_confirm_title') });

async function enabled(locator: Locator, expected: boolean): Promise<void> {
  await locator.waitFor();
  await expect.poll(() => locator.isEnabled()).toBe(expected);
}

async function checked(locator: Locator, expected: boolean): Promise<void> {
  await locator.waitFor();
  await expect.poll(() => locator.isChecked()).toBe(expected);
}

/** A notice above the screen (errors and warnings are alerts) with this title. */
/** The certificate's terms: 1 or 2 years, 2 years chosen. */
async function certificateMaturityScreen(path: PathContext): Promise<void> {
  const legend = maturityLegend(path, seed(path).certificate);
  await termScreen(path, 'maturity', legend, path.t('period.maturity.biannual'));
  const terms = path.page.getByRole('group', { name: legend });
  expect(await terms.getByRole('button').count()).toBe(2);
}

const alert = (path: PathContext, title: string): Locator =>
  path.page.getByRole('alert').filter({ hasText: title });

async function noDialog(path: PathContext): Promise<void> {
  await expect.poll(() => anyDialog(path).count()).toBe(0);
}

async function productsScreen(path: PathContext): Promise<void> {
  await path.page.getByRole('heading', { level: 1, name: seed(path).webhosting, exact: true }).waitFor();
  await onPath(path, '/products/webhosting');
  await path.page
    .getByRole('article', { name: seed(path).hostingS, exact: true })
    .getByRole('button', { name: path.t('products.order_now') })
    .waitFor();
}

const saveButton = (path: PathContext): Locator => button(path, path.t('fields.save_and_proceed'));

async function fieldsScreen(
  path: PathContext,
  title: string,
  pathname: string,
  saveEnabled: boolean,
): Promise<void> {
  await path.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await onPath(path, pathname);
  await enabled(saveButton(path), saveEnabled);
}

async function productFieldsScreen(path: PathContext, saveEnabled: boolean): Promise<void> {
  await fieldsScreen(
    path,
    path.t('product.additional_fields.title'),
    '/additional-product-fields',
    saveEnabled,
  );
  await path.page.getByText(path.t('fields.subject.product', { name: seed(path).hostingM })).waitFor();
}

const ftpName = (path: PathContext): Locator => path.page.getByRole('textbox', { name: seed(path).ftpName });

const ftpNameError = (path: PathContext): Locator =>
  path.page.getByText(
    path.t('product.additional_fields_form_validation.alpha_dash', { label: seed(path).ftpName }),
  );

/** An upsell screen (not yet in the row): its headline as title, its add button enabled. */
async function upsellScreen(path: PathContext, headline: string, addButton: string): Promise<void> {
  await path.page.getByRole('heading', { level: 1, name: headline, exact: true }).waitFor();
  await onPath(path, '/popular-addons');
  await enabled(button(path, addButton), true);
}

async function variantsScreen(path: PathContext, withHundredGb: boolean): Promise<void> {
  await onScreen(path, 'addon_variants.title', '/addon-variants');
  const group = path.page.getByRole('group', { name: seed(path).storage });
  await group.getByRole('radio', { name: startingWith(seed(path).storage50) }).waitFor();
  await expect
    .poll(() => group.getByRole('radio', { name: startingWith(seed(path).storage100) }).count())
    .toBe(withHundredGb ? 1 : 0);
}

/** The featured add-ons screen at `name` (offer `position` of `count`), added or not. */
async function featuredScreen(
  path: PathContext,
  name: string,
  position: number,
  count: number,
  added: boolean,
): Promise<void> {
  await onScreen(path, 'promoted_addons.title', '/promoted-addons');
  const offer = path.page.getByRole('article', { name, exact: true });
  await offer.getByText(path.t('selection.promoted_position', { position, count })).waitFor();
  const toggle = offer.getByRole('button', {
    name: path.t(added ? 'selection.promoted_remove' : 'selection.promoted_add'),
    exact: true,
  });
  await enabled(toggle, true);
  expect(await toggle.getAttribute('aria-pressed')).toBe(String(added));
  await enabled(button(path, path.t('selection.previous')), position > 1);
  await enabled(button(path, path.t('selection.next')), position < count);
}

async function termScreen(
  path: PathContext,
  kind: 'maturity' | 'interval',
  legend: string,
  chosen: string,
): Promise<void> {
  await heading(path, kind === 'maturity' ? 'periods.maturity.title' : 'periods.interval.title').waitFor();
  await onPath(path, kind === 'maturity' ? '/periods/maturity' : '/periods/interval');
  const group = path.page.getByRole('group', { name: legend });
  await group.getByRole('button', { name: startingWith(chosen), pressed: true }).waitFor();
  await noDialog(path);
}

const maturityLegend = (path: PathContext, product: string) =>
  path.t('selection.maturity_legend', { product });

const intervalLegend = (path: PathContext, product: string, term: string) =>
  path.t('selection.interval_legend', { product, term });

/** The confirm modal of a term change names the website builder, which would go. */
async function builderDropModal(path: PathContext): Promise<void> {
  const modal = termModal(path);
  await modal.waitFor();
  await modal
    .getByRole('listitem')
    .filter({ hasText: seed(path).builder })
    .waitFor();
  await modal.getByRole('button', { name: path.t('selection.term_change') }).waitFor();
}

async function addonsScreen(path: PathContext): Promise<void> {
  await onScreen(path, 'addons.title', '/addons');
  await enabled(button(path, path.t('selection.confirm_addons')), true);
}

const addonChoice = (path: PathContext, name: string): Locator =>
  path.page.getByRole('checkbox', { name: startingWith(name) });

async function cartScreen(path: PathContext, product: string, element?: string): Promise<void> {
  await onScreen(path, 'cart.title', '/cart');
  const row = path.page.getByRole('article', { name: product, exact: true });
  await row.waitFor();
  if (element) await row.getByText(element, { exact: true }).waitFor();
}

async function emptyCartWithNotice(path: PathContext, message: string): Promise<void> {
  await onScreen(path, 'cart.title', '/cart');
  const notice = alert(path, path.t('contract_transfer.invalid_id_title'));
  await notice.getByText(message).waitFor();
  expect(await path.page.getByRole('article').count()).toBe(0);
}

const nsaStreet = (path: PathContext): Locator =>
  path.page
    .getByRole('group', { name: seed(path).nsaAddress })
    .getByRole('textbox', { name: path.t('fields.part.street') });

// ── What a person does ──────────────────────────────────────────────────────────────────────

async function openCategory(path: PathContext, name: string): Promise<void> {
  await path.page.goto('/categories');
  await path.page.getByRole('main').getByRole('link', { name, exact: true }).click();
}

async function order(path: PathContext, product: string): Promise<void> {
  await path.page
    .getByRole('article', { name: product, exact: true })
    .getByRole('button', { name: path.t('products.order_now') })
    .click();
}

/** The session's cart (through the API), then the visitor opens `target(row id of the first row)`. */
async function arrive(
  path: PathContext,
  build: (shop: CatalogueContext) => CartItem[],
  target: (rowId: string) => string,
): Promise<void> {
  await path.page.goto('/categories');
  const cart = await seedCart(path.page, build);
  const rowId = cart.items[0]?.row_id;
  if (!rowId) throw new Error('the arranged cart has no row');
  await path.page.goto(target(rowId));
}

/** Web hosting M with its product fields filled in. */
const hostingM = (shop: CatalogueContext): CartItem =>
  withFields(shop, rowOf(shop, ID.hostingM), { ftp_username: 'webmaster', admin_email: 'admin@example.com' });

/** M with a domain (nothing in the cart is missing), optionally with an upsell. */
function completeHostingM(shop: CatalogueContext, upsellId?: number): CartItem {
  const row = withDomain(shop, hostingM(shop), 'paths-shop.de');
  if (upsellId === undefined) return row;
  const change = addUpsell(row, upsellId, shop);
  if (change.outcome !== 'added') throw new Error(`upsell ${upsellId} not added (${change.outcome})`);
  return change.item;
}

async function chooseTerm(path: PathContext, label: string): Promise<void> {
  await path.page.getByRole('button', { name: startingWith(label) }).click();
}

async function fillMailbox(path: PathContext): Promise<void> {
  await path.page.getByRole('textbox', { name: seed(path).mailbox }).fill('info');
  await button(path, path.t('selection.save_and_proceed')).click();
}

/** Clicks the button named exactly one of `names` (the upsell on screen decides which one is there). */
async function clickOneOf(path: PathContext, names: readonly string[]): Promise<void> {
  const pattern = new RegExp(
    `^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  );
  await path.page.getByRole('button', { name: pattern }).first().click();
}

/** Where a step link arrives (its step, or the categories for a missing row). */
const STEP_LINK_ARRIVALS = [
  'featuredOffer1',
  'maturityWithBuilder',
  'maturityS',
  'upsellReturning',
  'mailboxScreen',
  'supportFields',
  'categories',
];
const TRANSFER_ARRIVALS = ['cartWithTransfer', 'transferUnknown', 'transferMalformed'];
/** Where choosing a product without fields leads (its row saved first). */
const PRODUCT_ADDED = ['products', 'variantsS', 'postalMaturity'];

export const productSelectionModel = userModel({
  name: 'product-selection',
  title: 'Product selection',
  machine,
  production: {
    machine: productSelectionMachine,
    states: {
      'productSelection.idle': 'start',
      'productSelection.entering': [
        'certificateFieldsWithHostingCode',
        'products',
        'productsWithTwoL',
        'postalMaturity',
        'certificateFields',
        'productFieldsEmpty',
        'postponedFields',
        'productUnavailable',
        ...STEP_LINK_ARRIVALS,
        ...TRANSFER_ARRIVALS,
      ],
      'productSelection.enteringProducts': [
        'products',
        'productsWithTwoL',
        'postalMaturity',
        'productUnavailable',
      ],
      'productSelection.lookingUpLinkPromotion': 'certificateFieldsWithHostingCode',
      'productSelection.enteringProductFields': ['certificateFields', 'certificateFieldsWithHostingCode'],
      'productSelection.enteringRowFields': [
        'productFieldsEmpty',
        'postponedFields',
        'certificateFieldsWithHostingCode',
      ],
      'productSelection.lookingUpRowLinkPromotion': 'certificateFieldsWithHostingCode',
      'productSelection.enteringStep': STEP_LINK_ARRIVALS,
      'productSelection.enteringAddonFields': 'supportFields',
      'productSelection.enteringUpsellFields': 'mailboxScreen',
      'productSelection.products': ['products', 'productsWithTwoL', 'productLimitReached'],
      'productSelection.choosingProduct': [
        'certificateFieldsWithHostingCode',
        'productFieldsEmpty',
        'variantsS',
        'postalMaturity',
        'certificateFields',
        'productLimitReached',
        'productUnavailable',
      ],
      'productSelection.addingProduct': PRODUCT_ADDED,
      'productSelection.productFields': [
        'certificateFieldsWithHostingCode',
        'productFieldsEmpty',
        'productFieldsInvalid',
        'productFieldsFilled',
        'certificateFields',
        'postponedFields',
      ],
      'productSelection.productFields.editing': [
        'certificateFieldsWithHostingCode',
        'productFieldsEmpty',
        'productFieldsInvalid',
        'productFieldsFilled',
        'certificateFields',
        'postponedFields',
      ],
      'productSelection.productFields.validating': [
        'certificateFieldsWithHostingCode',
        'productFieldsFilled',
        'certificateFields',
        'postponedFields',
      ],
      'productSelection.productFields.saving': [
        'certificateFieldsWithHostingCode',
        'productFieldsFilled',
        'certificateFields',
        'postponedFields',
      ],
      'productSelection.deciding': [
        'certificateCodeNotApplicable',
        'upsellMail',
        'variantsS',
        'variantsM',
        'featuredMigration',
        'featuredOffer1',
        'domainQuestion',
        'domainLookup',
        'maturityS',
        'maturityWithBuilder',
        'intervalS',
        'intervalWithBuilder',
        'postalMaturity',
        'postalAddons',
        'addonsS',
        'addonsM',
        'certificateMaturity',
        'supportFields',
        'nsaFields',
        'cartWithHostingS',
        'cartWithHostingM',
      ],
      'productSelection.upsells': [
        'upsellMail',
        'mailboxForm',
        'upsellSeo',
        'upsellBuilder',
        'upsellReturning',
      ],
      'productSelection.upsells.showing': ['upsellMail', 'upsellSeo', 'upsellBuilder', 'upsellReturning'],
      'productSelection.upsells.savingAdded': ['upsellMail', 'upsellSeo'],
      'productSelection.upsells.savingPassed': 'mailboxForm',
      'productSelection.upsells.fields': 'mailboxForm',
      'productSelection.upsells.fields.editing': 'mailboxForm',
      'productSelection.upsells.fields.validating': 'mailboxForm',
      'productSelection.upsells.fields.saving': 'mailboxForm',
      'productSelection.upsells.proceeding': ['upsellSeo', 'upsellBuilder', 'variantsM', 'cartWithHostingM'],
      'productSelection.variants': ['variantsS', 'variantsM'],
      'productSelection.variants.choosing': ['variantsS', 'variantsM'],
      'productSelection.variants.saving': ['variantsS', 'variantsM'],
      'productSelection.variants.advancing': ['featuredMigration', 'featuredOffer1'],
      'productSelection.promoted': [
        'featuredOffer1',
        'featuredOffer2',
        'featuredOffer1Added',
        'featuredMigration',
        'migrationForm',
      ],
      'productSelection.promoted.browsing': [
        'featuredOffer1',
        'featuredOffer2',
        'featuredOffer1Added',
        'featuredMigration',
      ],
      'productSelection.promoted.savingRemoval': 'featuredOffer1Added',
      'productSelection.promoted.savingAdded': ['featuredOffer1', 'migrationForm'],
      'productSelection.promoted.fields': 'migrationForm',
      'productSelection.promoted.fields.editing': 'migrationForm',
      'productSelection.promoted.fields.validating': 'migrationForm',
      'productSelection.promoted.proceeding': ['featuredOffer2', 'domainQuestion'],
      'productSelection.maturity': [
        'maturityS',
        'postalMaturity',
        'certificateMaturity',
        'certificateCodeNotApplicable',
        'maturityWithBuilder',
        'maturityDropModal',
      ],
      'productSelection.maturity.choosing': [
        'maturityS',
        'postalMaturity',
        'certificateMaturity',
        'certificateCodeNotApplicable',
        'maturityWithBuilder',
      ],
      'productSelection.maturity.confirming': 'maturityDropModal',
      'productSelection.maturity.saving': ['maturityS', 'postalMaturity', 'maturityDropModal'],
      'productSelection.interval': ['intervalS', 'intervalWithBuilder', 'intervalDropModal'],
      'productSelection.interval.choosing': ['intervalS', 'intervalWithBuilder'],
      'productSelection.interval.confirming': 'intervalDropModal',
      'productSelection.interval.saving': ['intervalS', 'intervalDropModal'],
      'productSelection.addons': [
        'addonsS',
        'addonsSWithSupport',
        'postalAddons',
        'postalAddonsWithPpoa',
        'addonsM',
        'addonsMInOtherLanguage',
      ],
      'productSelection.addons.choosing': [
        'addonsS',
        'addonsSWithSupport',
        'postalAddons',
        'postalAddonsWithPpoa',
        'addonsM',
        'addonsMInOtherLanguage',
      ],
      'productSelection.addons.saving': ['addonsSWithSupport', 'postalAddonsWithPpoa', 'addonsM'],
      'productSelection.addonFields': [
        'supportFields',
        'nsaFields',
        'nsaStreetRefused',
        'nsaStreetCorrected',
        'ppoaFields',
      ],
      'productSelection.addonFields.editing': [
        'supportFields',
        'nsaFields',
        'nsaStreetRefused',
        'nsaStreetCorrected',
        'ppoaFields',
      ],
      'productSelection.addonFields.validating': [
        'supportFields',
        'nsaFields',
        'nsaStreetCorrected',
        'ppoaFields',
      ],
      'productSelection.addonFields.saving': ['supportFields', 'nsaStreetCorrected', 'ppoaFields'],
      'productSelection.upsellFields': 'mailboxScreen',
      'productSelection.upsellFields.editing': 'mailboxScreen',
      'productSelection.upsellFields.validating': 'mailboxScreen',
      'productSelection.upsellFields.saving': 'mailboxScreen',
      'productSelection.contractTransfer': ['cartWithTransfer', 'transferUnknown', 'transferMalformed'],
      'productSelection.contractTransfer.checking': [
        'cartWithTransfer',
        'transferUnknown',
        'transferMalformed',
      ],
      'productSelection.contractTransfer.validating': ['cartWithTransfer', 'transferUnknown'],
      'productSelection.contractTransfer.saving': 'cartWithTransfer',
      'productSelection.toCart': [
        'cartWithHostingS',
        'cartWithHostingM',
        'cartWithPostal',
        'cartWithTransfer',
        'transferUnknown',
        'transferMalformed',
      ],
      'productSelection.toCategories': ['categories', 'productUnavailable'],
      'productSelection.toDomainLookup': 'domainLookup',
      'productSelection.toDomainQuestion': 'domainQuestion',
      'productSelection.toPostfill': 'postfillDomainFields',
    },
    events: {
      'ROUTE.ENTERED': [
        'OPEN_WEB_HOSTING',
        'OPEN_POSTAL_SERVICES',
        'OPEN_CERTIFICATE_LINK',
        'OPEN_CERTIFICATE_LINK_WITH_HOSTING_CODE',
        'ARRIVE_AT_CERTIFICATE_ROW_WITH_HOSTING_CODE',
        'OPEN_LINK_TO_UNKNOWN_PRODUCT',
        'OPEN_STEP_LINK_OF_MISSING_ROW',
        'ARRIVE_WITH_TWO_HOSTING_L',
        'ARRIVE_AT_FIELDS_OF_CART_ROW',
        'ARRIVE_AT_FEATURED_ADDONS',
        'ARRIVE_TO_CHANGE_TERMS',
        'ARRIVE_FROM_CART_AT_UPSELLS',
        'ARRIVE_AT_MAILBOX_FIELDS',
        'ARRIVE_AT_SUPPORT_FIELDS',
        'ARRIVE_AT_POSTPONED_FIELDS',
        'FOLLOW_TRANSFER_LINK',
        'FOLLOW_TRANSFER_LINK_WITH_UNKNOWN_ID',
        'FOLLOW_TRANSFER_LINK_WITH_MALFORMED_ID',
        'SKIP_DOMAIN',
      ],
      'FIELDS.EDITED': ['CORRECT_STREET'],
      'PRODUCT.CHOSEN': ['ORDER_HOSTING_S', 'ORDER_HOSTING_M', 'ORDER_HOSTING_L'],
      'FIELDS.SUBMITTED': [
        'SAVE_FIELDS',
        'SAVE_MAILBOX',
        'ADD_MIGRATION_WITH_DOMAIN',
        'SAVE_CALLBACK_NUMBER',
        'SUBMIT_IMPLAUSIBLE_STREET',
        'SIGN_POWER_OF_ATTORNEY',
        'SAVE_CERTIFICATE_DOMAIN',
        'SAVE_INVOICE_CODE',
      ],
      'STEP.BACK': ['GO_BACK'],
      'UPSELL.ADDED': ['ADD_UPSELL'],
      'UPSELL.PASSED': ['PASS_UPSELL'],
      'UPSELL.PROCEED': ['PROCEED_WITHOUT_CHANGES'],
      'VARIANT.CHOSEN': ['CHOOSE_VARIANT'],
      'STEP.NEXT': ['SKIP_VARIANTS'],
      'PROMOTED.PREVIOUS': ['PREVIOUS_OFFER'],
      'PROMOTED.NEXT': ['NEXT_OFFER'],
      'PROMOTED.CONTINUE': ['CONTINUE'],
      'PROMOTED.TOGGLED': ['ADD_FEATURED', 'REMOVE_FEATURED'],
      'FIELDS.CANCELLED': ['CANCEL_FORM'],
      'MATURITY.CHOSEN': ['CHOOSE_ONE_MONTH', 'CHOOSE_ONE_YEAR', 'CHOOSE_TWO_YEARS'],
      'TERM.CONFIRMED': ['CHANGE_TERM'],
      'TERM.CANCELLED': ['KEEP_TERM'],
      'INTERVAL.CHOSEN': ['CHOOSE_MONTHLY_PAYMENT', 'CHOOSE_QUARTERLY_PAYMENT'],
      'ADDON.TOGGLED': ['ADD_PREMIUM_SUPPORT', 'ADD_POWER_OF_ATTORNEY'],
      'ADDONS.CONFIRMED': ['CONFIRM_ADDONS'],
      'CATALOGUE.REFRESHED': ['SWITCH_LANGUAGE'],
    },
  },
  checks: {
    start: async () => {},
    products: productsScreen,
    productsWithTwoL: async (path) => {
      await productsScreen(path);
      await path.page.getByRole('link', { name: seed(path).twoItems }).waitFor();
    },
    productLimitReached: async (path) => {
      await alert(path, path.t('max_amount_of_same_products_in_cart_reached_title')).waitFor();
      await productsScreen(path);
      await path.page.getByRole('link', { name: seed(path).twoItems }).waitFor();
    },
    productFieldsEmpty: async (path) => {
      await productFieldsScreen(path, false);
      expect(await ftpName(path).inputValue()).toBe('');
    },
    productFieldsInvalid: async (path) => {
      await ftpNameError(path).waitFor();
      expect(await ftpName(path).getAttribute('aria-invalid')).toBe('true');
      await productFieldsScreen(path, false);
    },
    productFieldsFilled: async (path) => {
      await productFieldsScreen(path, true);
      await expect.poll(() => ftpNameError(path).count()).toBe(0);
    },
    upsellMail: async (path) => {
      await upsellScreen(path, seed(path).mailHeadline, seed(path).mailAdd);
      await button(path, seed(path).mailPass).waitFor();
      expect(await button(path, path.t('selection.proceed_without_changes')).count()).toBe(0);
    },
    mailboxForm: async (path) => {
      await path.page
        .getByRole('heading', { level: 1, name: seed(path).mailHeadline, exact: true })
        .waitFor();
      await path.page.getByRole('textbox', { name: seed(path).mailbox }).waitFor();
      await enabled(button(path, path.t('selection.save_and_proceed')), false);
      await enabled(button(path, seed(path).mailPass), true);
    },
    upsellSeo: async (path) => {
      await upsellScreen(path, seed(path).seoHeadline, seed(path).seoAdd);
      await button(path, seed(path).seoPass).waitFor();
    },
    upsellBuilder: async (path) => {
      await upsellScreen(path, seed(path).builderHeadline, seed(path).builderAdd);
      await button(path, seed(path).builderPass).waitFor();
    },
    variantsM: (path) => variantsScreen(path, true),
    featuredOffer1: (path) => featuredScreen(path, seed(path).expertSetup, 1, 3, false),
    featuredOffer2: (path) => featuredScreen(path, seed(path).migration, 2, 3, false),
    featuredOffer1Added: (path) => featuredScreen(path, seed(path).expertSetup, 1, 3, true),
    domainLookup: async (path) => {
      await onScreen(path, 'domains.lookup.title', '/domains/lookup');
    },
    variantsS: (path) => variantsScreen(path, false),
    featuredMigration: (path) => featuredScreen(path, seed(path).migration, 1, 1, false),
    migrationForm: async (path) => {
      const offer = path.page.getByRole('article', { name: seed(path).migration, exact: true });
      await offer.getByRole('textbox', { name: seed(path).oldHost }).waitFor();
      await enabled(offer.getByRole('button', { name: path.t('selection.add_to_cart'), exact: true }), false);
      await enabled(offer.getByRole('button', { name: path.t('selection.cancel'), exact: true }), true);
      await onPath(path, '/promoted-addons');
    },
    domainQuestion: async (path) => {
      await onScreen(path, 'domains.add_domain_question.title', '/domains/do-you-want-to-add-a-domain');
    },
    maturityS: (path) =>
      termScreen(
        path,
        'maturity',
        maturityLegend(path, seed(path).hostingS),
        path.t('period.maturity.annual'),
      ),
    intervalS: (path) =>
      termScreen(
        path,
        'interval',
        intervalLegend(path, seed(path).hostingS, path.t('period.maturity.biannual')),
        path.t('period.interval.annual'),
      ),
    addonsS: async (path) => {
      await addonsScreen(path);
      await checked(addonChoice(path, seed(path).premiumSupport), false);
    },
    addonsSWithSupport: async (path) => {
      await addonsScreen(path);
      await checked(addonChoice(path, seed(path).premiumSupport), true);
    },
    supportFields: async (path) => {
      await fieldsScreen(path, path.t('addon.additional_fields.title'), '/additional-addon-fields', false);
      await path.page
        .getByText(path.t('fields.subject.addon', { name: seed(path).premiumSupport }))
        .waitFor();
      expect(await path.page.getByRole('textbox', { name: seed(path).callBack }).inputValue()).toBe('');
    },
    cartWithHostingS: (path) => cartScreen(path, seed(path).hostingS, seed(path).premiumSupport),
    postalMaturity: async (path) => {
      await termScreen(
        path,
        'maturity',
        maturityLegend(path, seed(path).postalProduct),
        path.t('period.maturity.monthly'),
      );
      const terms = path.page.getByRole('group', { name: maturityLegend(path, seed(path).postalProduct) });
      expect(await terms.getByRole('button').count()).toBe(4);
    },
    postalAddons: async (path) => {
      await addonsScreen(path);
      await checked(addonChoice(path, seed(path).ppoa), false);
      await checked(addonChoice(path, seed(path).nsa), true);
    },
    postalAddonsWithPpoa: async (path) => {
      await addonsScreen(path);
      await checked(addonChoice(path, seed(path).ppoa), true);
    },
    nsaFields: async (path) => {
      await fieldsScreen(path, path.t('addon.additional_fields.title'), '/additional-addon-fields', false);
      await path.page.getByRole('heading', { level: 2, name: seed(path).nsaHeadline }).waitFor();
      expect(await nsaStreet(path).inputValue()).toBe('');
    },
    nsaStreetRefused: async (path) => {
      await path.page.getByText(seed(path).streetImplausible).first().waitFor();
      await fieldsScreen(path, path.t('addon.additional_fields.title'), '/additional-addon-fields', false);
    },
    nsaStreetCorrected: async (path) => {
      await fieldsScreen(path, path.t('addon.additional_fields.title'), '/additional-addon-fields', true);
      await expect.poll(() => path.page.getByText(seed(path).streetImplausible).count()).toBe(0);
      expect(await nsaStreet(path).inputValue()).toBe('Friedrichstraße');
    },
    ppoaFields: async (path) => {
      await path.page.getByRole('heading', { level: 2, name: seed(path).ppoaHeadline }).waitFor();
      await path.page.getByText(path.t('fields.subject.addon', { name: seed(path).ppoa })).waitFor();
      await onScreen(path, 'addon.additional_fields.title', '/additional-addon-fields');
    },
    cartWithPostal: (path) => cartScreen(path, seed(path).postalProduct, seed(path).ppoa),
    certificateFields: async (path) => {
      await fieldsScreen(path, seed(path).certificateTitle, '/additional-product-fields', false);
      await path.page.getByText(path.t('fields.ssl_hint')).waitFor();
    },
    certificateFieldsWithHostingCode: async (path) => {
      await fieldsScreen(path, seed(path).certificateTitle, '/additional-product-fields', false);
      await path.page.getByText(path.t('fields.ssl_hint')).waitFor();
    },
    certificateCodeNotApplicable: async (path) => {
      await alert(path, path.t('confirm.manual_promotion_not_applicable', { code: 'HOSTING5' })).waitFor();
      await certificateMaturityScreen(path);
    },
    certificateMaturity: certificateMaturityScreen,
    maturityWithBuilder: (path) =>
      termScreen(
        path,
        'maturity',
        maturityLegend(path, seed(path).hostingM),
        path.t('period.maturity.biannual'),
      ),
    maturityDropModal: builderDropModal,
    intervalWithBuilder: (path) =>
      termScreen(
        path,
        'interval',
        intervalLegend(path, seed(path).hostingM, path.t('period.maturity.biannual')),
        path.t('period.interval.annual'),
      ),
    intervalDropModal: builderDropModal,
    addonsMInOtherLanguage: async (path) => {
      const other = otherLanguage(path);
      await other.heading('addons.title').waitFor();
      await addonChoice(path, SEED[other.locale].dedicatedIp).waitFor();
      await button(path, other.t('selection.confirm_addons')).waitFor();
    },
    addonsM: async (path) => {
      await addonsScreen(path);
      await noDialog(path);
      await checked(addonChoice(path, seed(path).dedicatedIp), false);
    },
    cartWithHostingM: (path) => cartScreen(path, seed(path).hostingM),
    upsellReturning: async (path) => {
      await upsellScreen(path, seed(path).mailHeadline, seed(path).mailAdd);
      await enabled(button(path, path.t('selection.proceed_without_changes')), true);
    },
    mailboxScreen: async (path) => {
      await fieldsScreen(path, seed(path).mailboxTitle, '/additional-popularaddon-fields', false);
      await path.page.getByText(path.t('fields.subject.upsell', { name: seed(path).mail })).waitFor();
    },
    postponedFields: async (path) => {
      // The short code is optional: Save and proceed is enabled while it is empty.
      await fieldsScreen(path, path.t('product.additional_fields.title'), '/additional-product-fields', true);
      await path.page.getByText(path.t('fields.postponed_intro')).waitFor();
      await path.page.getByText(path.t('fields.subject.product', { name: seed(path).hostingL })).waitFor();
      expect(await path.page.getByRole('textbox', { name: seed(path).invoiceCode }).inputValue()).toBe('');
    },
    postfillDomainFields: async (path) => {
      await onScreen(path, 'postfill.domain_fields.title', '/postfill/domains');
      await path.page.getByText(path.t('fields.subject.domain', { name: POSTFILL_DOMAIN })).waitFor();
    },
    productUnavailable: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
      await alert(path, path.t('cart.product_not_available_title')).waitFor();
    },
    categories: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
      expect(await path.page.getByRole('alert').count()).toBe(0);
    },
    cartWithTransfer: (path) => cartScreen(path, seed(path).transfer),
    transferUnknown: (path) => emptyCartWithNotice(path, seed(path).unknownTransferId),
    transferMalformed: (path) => emptyCartWithNotice(path, seed(path).transferIdTooShort),
  },
  actions: {
    SWITCH_LANGUAGE: switchLanguage,
    OPEN_WEB_HOSTING: (path) => openCategory(path, seed(path).webhosting),
    OPEN_POSTAL_SERVICES: (path) => openCategory(path, seed(path).postal),
    OPEN_CERTIFICATE_LINK: async (path) => {
      await path.page.goto('/additional-product-fields?id=301');
    },
    OPEN_CERTIFICATE_LINK_WITH_HOSTING_CODE: async (path) => {
      await path.page.goto('/additional-product-fields?id=301&promocode=HOSTING5');
    },
    ARRIVE_AT_CERTIFICATE_ROW_WITH_HOSTING_CODE: (path) =>
      arrive(
        path,
        (shop) => [rowOf(shop, ID.certificate)],
        (rowId) => `/additional-product-fields?rowId=${rowId}&promocode=HOSTING5`,
      ),
    OPEN_LINK_TO_UNKNOWN_PRODUCT: async (path) => {
      await path.page.goto('/products/webhosting?chooseProduct=999');
    },
    OPEN_STEP_LINK_OF_MISSING_ROW: async (path) => {
      await path.page.goto('/popular-addons?id=NoSuchRow0000000000000000000000000');
    },
    ARRIVE_WITH_TWO_HOSTING_L: (path) =>
      arrive(
        path,
        (shop) => [rowOf(shop, ID.hostingL), rowOf(shop, ID.hostingL)],
        () => '/products/webhosting',
      ),
    ARRIVE_AT_FIELDS_OF_CART_ROW: (path) =>
      arrive(
        path,
        (shop) => [rowOf(shop, ID.hostingM)],
        (rowId) => `/additional-product-fields?rowId=${rowId}`,
      ),
    ARRIVE_AT_FEATURED_ADDONS: (path) =>
      arrive(
        path,
        (shop) => [hostingM(shop)],
        (rowId) => `/promoted-addons?id=${rowId}`,
      ),
    ARRIVE_TO_CHANGE_TERMS: (path) =>
      arrive(
        path,
        (shop) => [completeHostingM(shop, ID.upsellBuilder)],
        (rowId) => `/periods/maturity?id=${rowId}`,
      ),
    ARRIVE_FROM_CART_AT_UPSELLS: (path) =>
      arrive(
        path,
        (shop) => [completeHostingM(shop)],
        (rowId) => `/popular-addons?id=${rowId}&returnToCart=1`,
      ),
    ARRIVE_AT_MAILBOX_FIELDS: (path) =>
      arrive(
        path,
        (shop) => [completeHostingM(shop, ID.upsellMail)],
        (rowId) => `/additional-popularaddon-fields?id=${rowId}&addonId=${ID.upsellMail}`,
      ),
    ARRIVE_AT_SUPPORT_FIELDS: (path) =>
      arrive(
        path,
        (shop) => {
          const change = toggleAddon(rowOf(shop, ID.hostingS), ID.premiumSupport, shop);
          if (change.outcome !== 'added') throw new Error(`premium support not added (${change.outcome})`);
          return [change.item];
        },
        (rowId) => `/additional-addon-fields?id=${rowId}&addonId=${ID.premiumSupport}`,
      ),
    ARRIVE_AT_POSTPONED_FIELDS: (path) =>
      arrive(
        path,
        (shop) => [withDomain(shop, rowOf(shop, ID.hostingL), POSTFILL_DOMAIN)],
        (rowId) => `/additional-product-fields?rowId=${rowId}&p=y`,
      ),
    FOLLOW_TRANSFER_LINK: async (path) => {
      await path.page.goto('/contract-transfer/TRF2024A1');
    },
    FOLLOW_TRANSFER_LINK_WITH_UNKNOWN_ID: async (path) => {
      await path.page.goto('/contract-transfer/NOPE12345');
    },
    FOLLOW_TRANSFER_LINK_WITH_MALFORMED_ID: async (path) => {
      await path.page.goto('/contract-transfer/TRF24');
    },
    ORDER_HOSTING_S: (path) => order(path, seed(path).hostingS),
    ORDER_HOSTING_M: (path) => order(path, seed(path).hostingM),
    ORDER_HOSTING_L: (path) => order(path, seed(path).hostingL),
    GO_BACK: async (path) => {
      await button(path, path.t('fields.back')).click();
    },
    TYPE_INVALID_FTP_NAME: async (path) => {
      await ftpName(path).fill('web master');
    },
    FILL_PRODUCT_FIELDS: async (path) => {
      await ftpName(path).fill('webmaster');
      await path.page.getByRole('textbox', { name: seed(path).adminEmail }).fill('admin@example.com');
    },
    SAVE_FIELDS: async (path) => {
      await saveButton(path).click();
    },
    ADD_UPSELL: (path) => clickOneOf(path, [seed(path).mailAdd, seed(path).seoAdd, seed(path).builderAdd]),
    PASS_UPSELL: (path) =>
      clickOneOf(path, [seed(path).mailPass, seed(path).seoPass, seed(path).builderPass]),
    SAVE_MAILBOX: fillMailbox,
    PROCEED_WITHOUT_CHANGES: async (path) => {
      await button(path, path.t('selection.proceed_without_changes')).click();
    },
    CHOOSE_VARIANT: async (path) => {
      // A click, not check(): choosing the variant may advance to the next screen at once, where
      // check() would wait in vain for the radio to read as checked.
      await path.page
        .getByRole('group', { name: seed(path).storage })
        .getByRole('radio', { name: startingWith(seed(path).storage50) })
        .click();
    },
    SKIP_VARIANTS: async (path) => {
      await button(path, path.t('selection.next')).click();
    },
    ADD_FEATURED: async (path) => {
      await button(path, path.t('selection.promoted_add')).click();
    },
    REMOVE_FEATURED: async (path) => {
      await button(path, path.t('selection.promoted_remove')).click();
    },
    NEXT_OFFER: async (path) => {
      await button(path, path.t('selection.next')).click();
    },
    PREVIOUS_OFFER: async (path) => {
      await button(path, path.t('selection.previous')).click();
    },
    CONTINUE: async (path) => {
      await button(path, path.t('selection.continue')).click();
    },
    CANCEL_FORM: async (path) => {
      await button(path, path.t('selection.cancel')).click();
    },
    ADD_MIGRATION_WITH_DOMAIN: async (path) => {
      const offer = path.page.getByRole('article', { name: seed(path).migration, exact: true });
      await offer.getByRole('textbox', { name: seed(path).oldHost }).fill('old-site.de');
      await offer.getByRole('button', { name: path.t('selection.add_to_cart'), exact: true }).click();
    },
    SKIP_DOMAIN: async (path) => {
      await button(path, path.t('domain_lookup.add_domain.skip_button')).click();
    },
    CHOOSE_ONE_MONTH: (path) => chooseTerm(path, path.t('period.maturity.monthly')),
    CHOOSE_ONE_YEAR: (path) => chooseTerm(path, path.t('period.maturity.annual')),
    CHOOSE_TWO_YEARS: (path) => chooseTerm(path, path.t('period.maturity.biannual')),
    CHOOSE_MONTHLY_PAYMENT: (path) => chooseTerm(path, path.t('period.interval.monthly')),
    CHOOSE_QUARTERLY_PAYMENT: (path) => chooseTerm(path, path.t('period.interval.quarterly')),
    KEEP_TERM: async (path) => {
      await termModal(path)
        .getByRole('button', { name: path.t('selection.term_keep') })
        .click();
      await termModal(path).waitFor({ state: 'hidden' });
    },
    CHANGE_TERM: async (path) => {
      await termModal(path)
        .getByRole('button', { name: path.t('selection.term_change') })
        .click();
    },
    ADD_PREMIUM_SUPPORT: async (path) => {
      await addonChoice(path, seed(path).premiumSupport).check();
    },
    ADD_POWER_OF_ATTORNEY: async (path) => {
      await addonChoice(path, seed(path).ppoa).check();
    },
    CONFIRM_ADDONS: async (path) => {
      await button(path, path.t('selection.confirm_addons')).click();
    },
    SAVE_CALLBACK_NUMBER: async (path) => {
      await path.page.getByRole('textbox', { name: seed(path).callBack }).fill('+49 30 1234567');
      await saveButton(path).click();
    },
    SUBMIT_IMPLAUSIBLE_STREET: async (path) => {
      const text = seed(path);
      await path.page.getByRole('radio', { name: path.t('fields.nsa_customer_type.business') }).check();
      const address = path.page.getByRole('group', { name: text.nsaAddress });
      await address.getByRole('textbox', { name: path.t('fields.part.number') }).fill('5');
      await address.getByRole('textbox', { name: path.t('fields.part.zip') }).fill('10117');
      await address.getByRole('textbox', { name: path.t('fields.part.city') }).fill('Berlin');
      await path.page
        .getByRole('combobox', { name: text.nsaPeriods })
        .selectOption({ label: text.everyTwoWeeks });
      // The rules accept "12" as a street, the server does not; submitted at once. On a slow
      // machine the screen's own server check (500 ms after typing) may refuse it first and
      // disable save: the person then sees the same message, which the next state checks.
      await nsaStreet(path).fill('12');
      const save = saveButton(path);
      if (await save.isEnabled()) await save.click({ timeout: 2_000 }).catch(() => undefined);
    },
    CORRECT_STREET: async (path) => {
      await nsaStreet(path).fill('Friedrichstraße');
    },
    SIGN_POWER_OF_ATTORNEY: async (path) => {
      const text = seed(path);
      const authorization = path.page.getByRole('group', { name: text.ppoaPrivate });
      await authorization.getByRole('textbox', { name: path.t('fields.part.first_name') }).fill('Erika');
      await authorization.getByRole('textbox', { name: path.t('fields.part.last_name') }).fill('Mustermann');
      await path.page.getByRole('checkbox', { name: text.ppoaLegal }).check();
      await saveButton(path).click();
    },
    SAVE_CERTIFICATE_DOMAIN: async (path) => {
      await path.page.getByRole('textbox', { name: seed(path).certificateDomain }).fill('shop.example.com');
      await saveButton(path).click();
    },
    SAVE_INVOICE_CODE: async (path) => {
      await path.page.getByRole('textbox', { name: seed(path).invoiceCode }).fill('ACME');
      await saveButton(path).click();
    },
  },
});
