import type { CartItem } from '@contract/cart';
import type { ValidateFieldsBody, ValidateFieldsResponse } from '@contract/fields';
import { addUpsell } from '@domain/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { postfillMachine } from '@machines/postfill/postfill.machine';
import type { MessageKey } from '@web/i18n/catalogues';
import { expect } from 'vitest';
import { setup } from 'xstate';
import { rowOf, seedCart, withDomain } from '../../support/cart-fixtures';
import { withFields } from '../../support/checkout-flow';
import { logInThroughPopup } from '../fixtures/checkout-ui';
import { saveNewCustomer, savePayment } from '../fixtures/session-api';
import { type PathContext, userModel } from '../framework/user-model';
import { otherLanguage, switchLanguage } from './language-switch';
import { heading, onPath, onScreen } from './screen';

/**
 * Postfill as a person sees it (catalogue spec section 4 "Postfill", checkout spec section 2): the
 * postponed fields asked after the customer data, one screen per product, addon, popular addon and
 * domain that still has them (products first), each once, then the order overview. An existing
 * customer logs in with a cart whose hosting has all four kinds (the checkout's hand-over); a new
 * customer opens postfill with a cloud server and a hosting with a domain (product after product,
 * then the domain; a rule's message under the field, the server refusing a value until the field is
 * edited), or with
 * nothing postponed (straight on to the overview). Back on the first screen after the login leaves
 * for the categories (login-or-register is not for an existing customer).
 */
const machine = setup({
  types: {
    events: {} as
      | { type: 'LOG_IN_WITH_FIELDS_MISSING' }
      | { type: 'ARRIVE_WITH_SERVER_AND_HOSTING' }
      | { type: 'ARRIVE_WITH_NOTHING_POSTPONED' }
      | { type: 'TYPE_INVALID_ACCESS_IP' }
      | { type: 'TYPE_ACCESS_IP' }
      | { type: 'SAVE_REFUSED_BY_SERVER' }
      | { type: 'EDIT_REFUSED_ACCESS_IP' }
      | { type: 'SAVE' }
      | { type: 'GO_BACK' }
      | { type: 'SWITCH_LANGUAGE' },
  },
}).createMachine({
  id: 'postfillPaths',
  initial: 'start',
  states: {
    start: {
      on: {
        LOG_IN_WITH_FIELDS_MISSING: 'productFields',
        ARRIVE_WITH_SERVER_AND_HOSTING: 'serverFields',
        ARRIVE_WITH_NOTHING_POSTPONED: 'confirm',
      },
    },
    /** Web hosting M's project name; its addon, popular addon and domain come next. */
    productFields: { on: { SAVE: 'addonFields', GO_BACK: 'categories' } },
    /** The dedicated IPv4 address's reverse DNS name. */
    addonFields: { on: { SAVE: 'upsellFields', SWITCH_LANGUAGE: 'addonFieldsInOtherLanguage' } },
    /** The same fields after the header's language switch: the screen's texts, the addon's name and field. */
    addonFieldsInOtherLanguage: { type: 'final' },
    /** The website builder's site title. */
    upsellFields: { on: { SAVE: 'domainFields' } },
    /** The name servers of the hosting's domain, the last stop. */
    domainFields: { on: { SAVE: 'confirm' } },
    /** The cloud server's postponed access addresses (IPv4, IPv6); Web hosting M comes next. */
    serverFields: {
      on: {
        TYPE_INVALID_ACCESS_IP: 'accessIpInvalid',
        TYPE_ACCESS_IP: 'accessIpTyped',
        SAVE: 'hostingAfterServer',
      },
    },
    /** The rule's message under the field; save disabled. */
    accessIpInvalid: { on: { TYPE_ACCESS_IP: 'accessIpTyped' } },
    accessIpTyped: { on: { SAVE: 'hostingAfterServer', SAVE_REFUSED_BY_SERVER: 'accessIpRefused' } },
    /** The server's message under the field; save disabled until the field is edited. */
    accessIpRefused: { on: { EDIT_REFUSED_ACCESS_IP: 'accessIpTyped' } },
    /** Web hosting M's project name after the server; its domain comes next (no addon fields). */
    hostingAfterServer: { on: { SAVE: 'domainFields' } },
    confirm: { type: 'final' },
    categories: { type: 'final' },
  },
});

const DOMAIN = 'paths-postfill.de';

/** Seed ids (src/server/seed/ids.ts). */
const P = {
  webhostingS: 101,
  /** Postponed project name; dedicated IPv4 address and website builder offered. */
  webhostingM: 102,
  /** Required access fields; postponed access addresses (IPv4, IPv6). */
  cloudLinuxS: 201,
  /** Website builder: postponed site title. */
  upsellSitebuilder: 803,
  /** Postponed reverse DNS name. */
  dedicatedIp: 1008,
};

/** Seed texts (product names, field labels) in both languages. */
const SEED = {
  'de-DE': {
    hostingM: 'Webhosting M',
    cloudServer: 'Cloud VPS Linux S',
    dedicatedIp: 'Eigene IPv4-Adresse',
    siteBuilder: 'Homepage-Baukasten',
    projectName: 'Projektname',
    accessIp: 'Zugriff nur von dieser IPv4-Adresse',
    reverseDns: 'Reverse-DNS-Name',
    siteTitle: 'Titel Ihrer Website',
    nameServer: 'Eigener Nameserver (optional)',
    /** The server's `invalid` message for the access address (src/server/i18n/messages.ts). */
    refused: 'Der Wert von „Zugriff nur von dieser IPv4-Adresse“ ist ungültig.',
  },
  'en-GB': {
    hostingM: 'Web hosting M',
    cloudServer: 'Cloud VPS Linux S',
    dedicatedIp: 'Dedicated IPv4 address',
    siteBuilder: 'Website builder',
    projectName: 'Project name',
    accessIp: 'Allow access only from this IPv4 address',
    reverseDns: 'Reverse DNS name',
    siteTitle: 'Title of your website',
    nameServer: 'Own name server (optional)',
    refused: 'The value of “Allow access only from this IPv4 address” is not valid.',
  },
} as const;

const seed = (path: PathContext) => SEED[path.locale === 'de-DE' ? 'de-DE' : 'en-GB'];

/** Web hosting M with its required fields filled, its postponed project name still empty. */
const hostingM = (shop: CatalogueContext, addonIds: readonly number[] = []): CartItem =>
  withFields(shop, rowOf(shop, P.webhostingM, addonIds), {
    ftp_username: 'erika_web',
    admin_email: 'erika@example.org',
  });

/** One hosting with postponed fields of every kind: product, addon, popular addon, domain. */
const everyKind = (shop: CatalogueContext): CartItem[] => [
  withDomain(shop, addUpsell(hostingM(shop, [P.dedicatedIp]), P.upsellSitebuilder, shop).item, DOMAIN),
];

/** A cloud server (access addresses), then Web hosting M (project name) with a domain. */
const serverAndHosting = (shop: CatalogueContext): CartItem[] => [
  withFields(shop, rowOf(shop, P.cloudLinuxS), {
    linux_distro: 'debian-11',
    hostname: 'erika-01',
    root_password: 'Secret#Pass12',
    root_password_confirmation: 'Secret#Pass12',
  }),
  withDomain(shop, hostingM(shop), DOMAIN),
];

const saveButton = (path: PathContext) =>
  path.page.getByRole('button', { name: path.t('fields.save_and_proceed'), exact: true });
const accessIp = (path: PathContext) => path.page.getByRole('textbox', { name: seed(path).accessIp });
const subject = (path: PathContext, key: MessageKey, name: string) =>
  path.page.getByText(path.t(key, { name }), { exact: true });

/** A postfill screen: its title, address, what the fields belong to, the note, save enabled or not. */
async function postfillScreen(
  path: PathContext,
  screen: { title: MessageKey; pathname: string; subject: MessageKey; name: string },
  saveEnabled = true,
): Promise<void> {
  await heading(path, screen.title).waitFor();
  await onPath(path, screen.pathname);
  await subject(path, screen.subject, screen.name).waitFor();
  await path.page.getByText(path.t('fields.postponed_intro')).waitFor();
  await expect.poll(() => saveButton(path).isEnabled()).toBe(saveEnabled);
}

const productScreen = (path: PathContext, name: string, saveEnabled = true) =>
  postfillScreen(
    path,
    {
      title: 'postfill.product_fields.title',
      pathname: '/postfill/products',
      subject: 'fields.subject.product',
      name,
    },
    saveEnabled,
  );

/** A new customer (Erika in Berlin, SEPA) with this cart opens postfill (query p=y). */
async function arriveAsNewCustomer(
  path: PathContext,
  cart: (shop: CatalogueContext) => CartItem[],
): Promise<void> {
  await path.page.goto('/categories');
  await seedCart(path.page, cart);
  await saveNewCustomer(path.page);
  await savePayment(path.page);
  await path.page.goto('/postfill/products?p=y');
}

async function typeAccessIp(path: PathContext, value: string): Promise<void> {
  await accessIp(path).fill(value);
  await accessIp(path).blur();
}

export const postfillModel = userModel({
  name: 'postfill',
  title: 'Postfill',
  machine,
  production: {
    machine: postfillMachine,
    states: {
      'postfill.entering': ['productFields', 'serverFields', 'confirm'],
      'postfill.products': [
        'productFields',
        'serverFields',
        'accessIpInvalid',
        'accessIpTyped',
        'accessIpRefused',
        'hostingAfterServer',
      ],
      'postfill.products.editing': [
        'productFields',
        'serverFields',
        'accessIpInvalid',
        'accessIpTyped',
        'accessIpRefused',
        'hostingAfterServer',
      ],
      'postfill.products.validating': [
        'accessIpRefused',
        'addonFields',
        'hostingAfterServer',
        'domainFields',
      ],
      'postfill.products.saving': ['addonFields', 'hostingAfterServer', 'domainFields'],
      'postfill.addons': ['addonFields', 'addonFieldsInOtherLanguage'],
      'postfill.addons.editing': ['addonFields', 'addonFieldsInOtherLanguage'],
      'postfill.addons.validating': 'upsellFields',
      'postfill.addons.saving': 'upsellFields',
      'postfill.popularAddons': 'upsellFields',
      'postfill.popularAddons.editing': 'upsellFields',
      'postfill.popularAddons.validating': 'domainFields',
      'postfill.popularAddons.saving': 'domainFields',
      'postfill.domains': 'domainFields',
      'postfill.domains.editing': 'domainFields',
      'postfill.domains.validating': 'confirm',
      'postfill.domains.saving': 'confirm',
      'postfill.done': 'confirm',
      // Leaving postfill by another route: the wizard shows that route (here the categories).
      'postfill.left': 'categories',
    },
    events: {
      'ROUTE.ENTERED': [
        'LOG_IN_WITH_FIELDS_MISSING',
        'ARRIVE_WITH_SERVER_AND_HOSTING',
        'ARRIVE_WITH_NOTHING_POSTPONED',
        'GO_BACK',
      ],
      'FIELDS.SUBMITTED': ['SAVE', 'SAVE_REFUSED_BY_SERVER'],
      'FIELD.EDITED': ['EDIT_REFUSED_ACCESS_IP'],
      'CATALOGUE.REFRESHED': ['SWITCH_LANGUAGE'],
    },
  },
  checks: {
    start: async () => {},
    productFields: async (path) => {
      await productScreen(path, seed(path).hostingM);
      expect(await path.page.getByRole('textbox', { name: seed(path).projectName }).inputValue()).toBe('');
    },
    addonFields: async (path) => {
      await postfillScreen(path, {
        title: 'postfill.addon_fields.title',
        pathname: '/postfill/addons',
        subject: 'fields.subject.addon',
        name: seed(path).dedicatedIp,
      });
      await path.page.getByRole('textbox', { name: seed(path).reverseDns }).waitFor();
    },
    addonFieldsInOtherLanguage: async (path) => {
      const other = otherLanguage(path);
      await other.heading('postfill.addon_fields.title').waitFor();
      const { dedicatedIp, reverseDns } = SEED[other.locale];
      await path.page
        .getByText(other.t('fields.subject.addon', { name: dedicatedIp }), { exact: true })
        .waitFor();
      await path.page.getByRole('textbox', { name: reverseDns }).waitFor();
    },
    upsellFields: async (path) => {
      await postfillScreen(path, {
        title: 'postfill.upsell_fields.title',
        pathname: '/postfill/popular-addons',
        subject: 'fields.subject.upsell',
        name: seed(path).siteBuilder,
      });
      await path.page.getByRole('textbox', { name: seed(path).siteTitle }).waitFor();
    },
    domainFields: async (path) => {
      await postfillScreen(path, {
        title: 'postfill.domain_fields.title',
        pathname: '/postfill/domains',
        subject: 'fields.subject.domain',
        name: DOMAIN,
      });
      expect(await path.page.getByRole('textbox', { name: seed(path).nameServer }).inputValue()).toBe('');
    },
    serverFields: async (path) => {
      await productScreen(path, seed(path).cloudServer);
      expect(await accessIp(path).inputValue()).toBe('');
    },
    accessIpInvalid: async (path) => {
      await path.page
        .getByText(path.t('product.additional_fields_form_validation.ipv4', { label: seed(path).accessIp }))
        .waitFor();
      await productScreen(path, seed(path).cloudServer, false);
      expect(await accessIp(path).getAttribute('aria-invalid')).toBe('true');
    },
    accessIpTyped: async (path) => {
      await productScreen(path, seed(path).cloudServer);
      expect(await accessIp(path).inputValue()).toBe(path.memo.accessIp);
      expect(await path.page.getByText(seed(path).refused).count()).toBe(0);
    },
    accessIpRefused: async (path) => {
      await path.page.getByText(seed(path).refused).waitFor();
      await path.page.getByText(path.t('fields.fix_errors')).waitFor();
      await productScreen(path, seed(path).cloudServer, false);
    },
    hostingAfterServer: async (path) => {
      await productScreen(path, seed(path).hostingM);
      expect(await subject(path, 'fields.subject.product', seed(path).cloudServer).count()).toBe(0);
    },
    confirm: async (path) => {
      await onScreen(path, 'confirm.title', '/confirm');
      await path.page
        .getByRole('region', { name: path.t('checkout.confirm.customer_title') })
        .getByText('Erika Mustermann')
        .waitFor();
    },
    categories: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
    },
  },
  actions: {
    SWITCH_LANGUAGE: switchLanguage,
    LOG_IN_WITH_FIELDS_MISSING: async (path) => {
      await path.page.goto('/categories');
      await seedCart(path.page, everyKind);
      await path.page.goto('/cart');
      await heading(path, 'cart.title').waitFor();
      await path.page.getByRole('button', { name: path.t('cart.to_checkout') }).click();
      await heading(path, 'customer.login_or_register.title').waitFor();
      await logInThroughPopup(path, 'erika@kunde.example', 'erika-test-1');
    },
    ARRIVE_WITH_SERVER_AND_HOSTING: (path) => arriveAsNewCustomer(path, serverAndHosting),
    ARRIVE_WITH_NOTHING_POSTPONED: (path) =>
      arriveAsNewCustomer(path, (shop) => [rowOf(shop, P.webhostingS)]),
    TYPE_INVALID_ACCESS_IP: (path) => typeAccessIp(path, '300.1.1.1'),
    TYPE_ACCESS_IP: async (path) => {
      path.memo.accessIp = '192.0.2.10';
      await typeAccessIp(path, path.memo.accessIp);
    },
    SAVE_REFUSED_BY_SERVER: async (path) => {
      // No postponed field of the seed has a rule only the server checks (such as `exists`), so
      // the server's refusal of this one validation is answered in the visitor's browser.
      await path.page.route(
        '**/api/v2/additional-fields/validate',
        async (route) => {
          const body = route.request().postDataJSON() as ValidateFieldsBody;
          const [first] = body.fields;
          const answer: ValidateFieldsResponse = {
            valid: false,
            errors: first ? { [String(first.id)]: [seed(path).refused] } : {},
          };
          await route.fulfill({ json: answer });
        },
        { times: 1 },
      );
      await saveButton(path).click();
    },
    EDIT_REFUSED_ACCESS_IP: async (path) => {
      path.memo.accessIp = '192.0.2.11';
      await typeAccessIp(path, path.memo.accessIp);
    },
    SAVE: async (path) => {
      await saveButton(path).click();
    },
    GO_BACK: async (path) => {
      await path.page.getByRole('button', { name: path.t('fields.back'), exact: true }).click();
    },
  },
});
