import { domainLookupMachine } from '@machines/domain-lookup/domain-lookup.machine';
import { expect } from 'vitest';
import { setup } from 'xstate';
import { rowOf, withDomain } from '../../support/cart-fixtures';
import { P } from '../../support/checkout-flow';
import { signInAsSalesAgent } from '../../support/sales-agent';
import {
  assignedDialog,
  authcodeDialog,
  chosenDomain,
  continueButton,
  continueDraftOfHostingS,
  continueEnabled,
  desiredGroup,
  domainButton,
  domainOnlyRow,
  domainPattern,
  fromPanel,
  hostingS,
  resultRow,
  results,
  resultsSettled,
  searchBox,
  searchFor,
  seedRows,
  seedText,
  seedTextIn,
  sideNote,
  sideNoteLists,
  suggestionsGroup,
  takenGroup,
  WAIT,
  WEBHOSTING_CLASSIC,
} from '../fixtures/lookup-ui';
import { type PathContext, userModel } from '../framework/user-model';
import { otherLanguage, switchLanguage } from './language-switch';
import { heading, onPath, onScreen } from './screen';

/**
 * The domain screens as a person sees them (catalogue spec sections 2, 4 "Domains" and "Step
 * order", 5 domain search, 6 roles, 9): the lookup of a domain-only order (search, an invalid
 * search, results grouped by TLD group with availability per group as groups scroll into view, a
 * free domain added, removed and added again, a transfer with its authcode modal, an already-owned
 * name with suggestions, "unknown, try again"), the product question after it (add products or go
 * to the cart), the add-domain question of a hosting row (add domains: the lookup for the row, its
 * inclusive .de, continue to the term; skip: the payment interval), a lookup opened to return to
 * the cart, the already-assigned modal of a preconfigured row, the postponed domain fields, the two
 * cloud-panel orders (domains order: postfill; contract order: confirm), and the guards (`/domain`
 * without a name, a customer continuing an order draft). Rows come from the API (seedCart), panel
 * visitors from the development authority's panel page. Availability comes from the sandbox
 * registry: transfer-me.net transferable, owned.net already ours, slow-registry.de without answer,
 * any other name free.
 */
const machine = setup({
  types: {
    events: {} as
      | { type: 'OPEN_LOOKUP' }
      | { type: 'FOLLOW_DOMAIN_LINK' }
      | { type: 'OPEN_DOMAIN_LINK_WITHOUT_NAME' }
      | { type: 'ARRIVE_WITH_HOSTING' }
      | { type: 'ARRIVE_WITH_CLASSIC_HOSTING' }
      | { type: 'OPEN_LOOKUP_RETURNING_TO_CART' }
      | { type: 'ARRIVE_WITH_PRECONFIGURED_DOMAIN' }
      | { type: 'OPEN_POSTPONED_DOMAIN_FIELDS' }
      | { type: 'OPEN_DOMAIN_FIELDS_WITHOUT_POSTPONED' }
      | { type: 'ARRIVE_FROM_PANEL_FOR_DOMAINS' }
      | { type: 'ARRIVE_FROM_PANEL_FOR_CONTRACT' }
      | { type: 'OPEN_LOOKUP_AS_DRAFT_CUSTOMER' }
      | { type: 'SEARCH_INVALID' }
      | { type: 'SEARCH_FREE' }
      | { type: 'SEARCH_TRANSFERABLE' }
      | { type: 'SEARCH_OWNED' }
      | { type: 'SEARCH_UNKNOWN' }
      | { type: 'SEARCH_OTHER_ENDING' }
      | { type: 'SCROLL_TO_LAST_GROUP' }
      | { type: 'RETRY' }
      | { type: 'ADD_DESIRED' }
      | { type: 'REMOVE_DESIRED' }
      | { type: 'ADD_SUGGESTION' }
      | { type: 'CLICK_TRANSFER' }
      | { type: 'TYPE_AUTHCODE' }
      | { type: 'CONFIRM_TRANSFER' }
      | { type: 'CANCEL_AUTHCODE' }
      | { type: 'CLICK_ASSIGNED' }
      | { type: 'CLOSE_ASSIGNED' }
      | { type: 'CONTINUE' }
      | { type: 'ADD_PRODUCTS' }
      | { type: 'GO_TO_CART' }
      | { type: 'ADD_DOMAINS' }
      | { type: 'SKIP_DOMAIN' }
      | { type: 'TYPE_INVALID_GLUE_IP' }
      | { type: 'FIX_FIELDS' }
      | { type: 'SAVE_FIELDS' }
      | { type: 'SWITCH_LANGUAGE' },
  },
}).createMachine({
  id: 'domainLookupPaths',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_LOOKUP: 'lookupEmpty',
        FOLLOW_DOMAIN_LINK: 'resultsFree',
        OPEN_DOMAIN_LINK_WITHOUT_NAME: 'categories',
        ARRIVE_WITH_HOSTING: 'addDomainQuestion',
        ARRIVE_WITH_CLASSIC_HOSTING: 'classicAddDomainQuestion',
        OPEN_LOOKUP_RETURNING_TO_CART: 'lookupReturningToCart',
        ARRIVE_WITH_PRECONFIGURED_DOMAIN: 'assignedOffered',
        OPEN_POSTPONED_DOMAIN_FIELDS: 'domainFieldsShown',
        OPEN_DOMAIN_FIELDS_WITHOUT_POSTPONED: 'cart',
        ARRIVE_FROM_PANEL_FOR_DOMAINS: 'panelLookup',
        ARRIVE_FROM_PANEL_FOR_CONTRACT: 'contractLookup',
        OPEN_LOOKUP_AS_DRAFT_CUSTOMER: 'cart',
      },
    },
    // ── The lookup of a domain-only order ──
    /** Search bar and arrow message; the domain-only row needs a domain: continue disabled. */
    lookupEmpty: {
      on: {
        SEARCH_INVALID: 'searchInvalid',
        SEARCH_TRANSFERABLE: 'resultsTransferable',
        SEARCH_UNKNOWN: 'resultsUnknown',
        SEARCH_OTHER_ENDING: 'resultsOtherEnding',
      },
    },
    /**
     * A subdomain in an ending the shop does not offer (.com.au): the public suffix list, loaded
     * for this search, finds the registrable domain; it is not available here, suggestions are.
     */
    resultsOtherEnding: { on: { SEARCH_FREE: 'resultsFree' } },
    /** The machine's message under the search field; still no results. */
    searchInvalid: { on: { SEARCH_FREE: 'resultsFree' } },
    /** "Your desired domain": available, with add; the TLD groups below. */
    resultsFree: { on: { ADD_DESIRED: 'domainChosen', SCROLL_TO_LAST_GROUP: 'resultsAllGroups' } },
    /** The last group (below the fold) scrolled into view: its names answered too. */
    resultsAllGroups: { on: { ADD_DESIRED: 'domainChosen' } },
    /** In your order: remove in the results and the side note, continue enabled. */
    domainChosen: { on: { REMOVE_DESIRED: 'domainRemoved', CONTINUE: 'productQuestion' } },
    /** Removed again (the domain-only row left the cart): add offered again, continue disabled. */
    domainRemoved: { on: { ADD_DESIRED: 'domainChosen' } },
    /** "Your desired domain is taken": transfer possible; suggestions offered. */
    resultsTransferable: { on: { CLICK_TRANSFER: 'authcodeAsked' } },
    /** The authcode modal, code empty: confirm disabled. */
    authcodeAsked: { on: { CANCEL_AUTHCODE: 'resultsTransferable', TYPE_AUTHCODE: 'authcodeTyped' } },
    authcodeTyped: { on: { CONFIRM_TRANSFER: 'transferChosen' } },
    /** The transfer in the order: the side note marks it as a transfer. */
    transferChosen: { on: { CONTINUE: 'productQuestion' } },
    /** "Already registered with us": nothing to do with it; suggestions offered instead. */
    resultsTaken: { on: { ADD_SUGGESTION: 'suggestionChosen' } },
    suggestionChosen: { on: { CONTINUE: 'productQuestion' } },
    /** "Unknown, try again": a retry asks the registry again (and it does not answer again). */
    resultsUnknown: { on: { RETRY: 'resultsUnknown', SEARCH_OWNED: 'resultsTaken' } },
    /** Do you want to add a product? (a domain-only row with a search term). */
    productQuestion: { on: { ADD_PRODUCTS: 'categoriesForDomain', GO_TO_CART: 'cart' } },
    // ── A preconfigured row's domain ──
    assignedOffered: { on: { CLICK_ASSIGNED: 'assignedModal' } },
    assignedModal: { on: { CLOSE_ASSIGNED: 'assignedOffered' } },
    // ── A hosting row ──
    /** Do you want to add a domain? for Web hosting S (optional domain, three terms). */
    addDomainQuestion: { on: { ADD_DOMAINS: 'hostingLookup' } },
    /** The same question for Web hosting Classic (one term, two payment intervals): skip goes to the interval. */
    classicAddDomainQuestion: { on: { SKIP_DOMAIN: 'periodsInterval' } },
    /** The lookup for Web hosting S: the domain is optional, continue enabled. */
    hostingLookup: { on: { SEARCH_FREE: 'hostingResults', SWITCH_LANGUAGE: 'hostingLookupInOtherLanguage' } },
    /** The same lookup after the header's language switch: the screen's texts and the product's name. */
    hostingLookupInOtherLanguage: { type: 'final' },
    /** The .de is the package's inclusive domain: free for the first 12 months. */
    hostingResults: { on: { ADD_DESIRED: 'hostingDomainChosen' } },
    hostingDomainChosen: { on: { CONTINUE: 'periodsMaturity' } },
    /** The lookup for Web hosting S opened with returnToCart: continue goes back to the cart. */
    lookupReturningToCart: { on: { CONTINUE: 'cart' } },
    // ── Postponed domain fields (p=y) ──
    domainFieldsShown: { on: { TYPE_INVALID_GLUE_IP: 'domainFieldsInvalid' } },
    /** The IPv4 field's message; save and proceed disabled. */
    domainFieldsInvalid: { on: { FIX_FIELDS: 'domainFieldsValid' } },
    domainFieldsValid: { on: { SAVE_FIELDS: 'postfillDomainFields' } },
    // ── Cloud panel visitors ──
    /** A cloud domains order for the contract WH-4711: reduced breadcrumb, a domain is required. */
    panelLookup: { on: { SEARCH_FREE: 'panelResults' } },
    panelResults: { on: { ADD_DESIRED: 'panelDomainChosen' } },
    panelDomainChosen: { on: { CONTINUE: 'postfillDomainFields' } },
    /** A panel order for the contract WH-4711 (cloud data, not a domains order). */
    contractLookup: { on: { SEARCH_FREE: 'contractResults' } },
    contractResults: { on: { ADD_DESIRED: 'contractDomainChosen' } },
    contractDomainChosen: { on: { CONTINUE: 'confirm' } },
    // ── Where the domain screens hand over ──
    categories: { type: 'final' },
    /** Categories with tid and d: "Products for {domain}". */
    categoriesForDomain: { type: 'final' },
    cart: { type: 'final' },
    periodsMaturity: { type: 'final' },
    periodsInterval: { type: 'final' },
    /** The postfill walk's domain fields (postponed fields of the chosen domain). */
    postfillDomainFields: { type: 'final' },
    confirm: { type: 'final' },
  },
});

/** A free name (any name the sandbox registry does not list); a .de, the inclusive TLD of Web hosting S. */
const FREE_NAME = 'mein-pfad.de';
const TRANSFERABLE = 'transfer-me.net';
const OWNED = 'owned.net';
const UNKNOWN = 'slow-registry.de';
const PRECONFIGURED = 'vorbereitet.de';
const FIELDS_DOMAIN = 'pfad-felder.de';
const AUTH_CODE = 'AUTH-4711';
const NAME_SERVER = 'ns1.example.net';
const CONTRACT = 'WH-4711';
/** Typed with a subdomain in an ending the shop does not offer; searched as OTHER_ENDING. */
const OTHER_ENDING_INPUT = 'www.shop.Pfad-Ausland.com.au';
const OTHER_ENDING = 'pfad-ausland.com.au';

/** Model states on the lookup screen with results (a valid search). */
const RESULT_STATES = [
  'resultsFree',
  'resultsAllGroups',
  'domainChosen',
  'domainRemoved',
  'resultsTransferable',
  'authcodeAsked',
  'authcodeTyped',
  'transferChosen',
  'resultsTaken',
  'suggestionChosen',
  'resultsUnknown',
  'resultsOtherEnding',
  'assignedOffered',
  'assignedModal',
  'hostingResults',
  'hostingDomainChosen',
  'panelResults',
  'panelDomainChosen',
  'contractResults',
  'contractDomainChosen',
];

/** Every model state on the lookup screen. */
const LOOKUP_STATES = [
  'lookupEmpty',
  'searchInvalid',
  'hostingLookup',
  'hostingLookupInOtherLanguage',
  'lookupReturningToCart',
  'panelLookup',
  'contractLookup',
  ...RESULT_STATES,
];

/** The desired domain is not free (status not 0): suggestions are fetched and shown. */
const NOT_FREE_STATES = [
  'resultsTransferable',
  'authcodeAsked',
  'authcodeTyped',
  'transferChosen',
  'resultsTaken',
  'suggestionChosen',
  'resultsUnknown',
  'resultsOtherEnding',
];

// ── Screens ───────────────────────────────────────────────────────────────────────────────────

/** The lookup of one cart row: its id stays in the address bar for the whole path. */
async function lookupScreen(path: PathContext): Promise<void> {
  await onScreen(path, 'domains.lookup.title', '/domains/lookup');
  const id = () => new URL(path.page.url()).searchParams.get('id') ?? '';
  await expect.poll(id, WAIT).toMatch(/^[A-Za-z0-9]{32}$/);
  path.memo.lookupRow ??= id();
  expect(id()).toBe(path.memo.lookupRow);
}

/** Before any search: the arrow message, no results. */
async function nothingSearched(path: PathContext): Promise<void> {
  await lookupScreen(path);
  await path.page.getByText(path.t('domain_lookup.arrow_message')).waitFor();
  expect(await results(path).count()).toBe(0);
}

const rowProduct = (path: PathContext, product: string) =>
  sideNote(path)
    .getByText(path.t('domain_lookup.side_note.domains_for', { product }), { exact: true })
    .waitFor();

const noDomainChosen = (path: PathContext) =>
  sideNote(path).getByText(path.t('domain_lookup.side_note.empty')).waitFor();

/** The desired domain is offered: available, with its add button. */
async function desiredFree(path: PathContext): Promise<void> {
  await lookupScreen(path);
  const domain = chosenDomain(path);
  const row = resultRow(desiredGroup(path), domain);
  await row.getByText(path.t('domain_lookup.status.free'), { exact: true }).waitFor();
  await domainButton(row, path, 'domain_lookup.action.add_label', domain).waitFor();
  expect(new URL(path.page.url()).searchParams.get('d')).toBe(domain);
}

/** The domain is in the order: "in your order" with remove, listed in the side note, continue enabled. */
async function inOrder(path: PathContext, group = desiredGroup(path), transfer = false): Promise<void> {
  await lookupScreen(path);
  const domain = chosenDomain(path);
  const row = resultRow(group, domain);
  await row.getByText(path.t('domain_lookup.status.in_cart'), { exact: true }).waitFor();
  await domainButton(row, path, 'domain_lookup.action.remove_label', domain).waitFor();
  await sideNoteLists(path, domain, transfer);
  await resultsSettled(path);
  await continueEnabled(path, true);
}

async function addDomainQuestion(path: PathContext): Promise<void> {
  await onScreen(path, 'domains.add_domain_question.title', '/domains/do-you-want-to-add-a-domain');
  await path.page.getByRole('article', { name: path.t('domain_lookup.add_domain.add_title') }).waitFor();
  await path.page.getByRole('article', { name: path.t('domain_lookup.add_domain.skip_title') }).waitFor();
}

async function domainFieldsScreen(path: PathContext, saveEnabled: boolean): Promise<void> {
  await onScreen(path, 'domains.additional_fields.title', '/domains/additional-domain-fields');
  await path.page.getByText(path.t('fields.subject.domain', { name: FIELDS_DOMAIN })).waitFor();
  await path.page.getByText(path.t('fields.postponed_intro')).waitFor();
  await expect.poll(() => saveButton(path).isEnabled(), WAIT).toBe(saveEnabled);
}

const saveButton = (path: PathContext) =>
  path.page.getByRole('button', { name: path.t('fields.save_and_proceed'), exact: true });
const glueIpv4 = (path: PathContext) => path.page.getByRole('textbox', { name: seedText(path).glueIpv4 });
const nameServer = (path: PathContext) => path.page.getByRole('textbox', { name: seedText(path).nameServer });
const ipv4Message = (path: PathContext) =>
  path.page.getByText(
    path.t('product.additional_fields_form_validation.ipv4', { label: seedText(path).glueIpv4 }),
  );

/** The breadcrumb's steps as the person reads them. */
const breadcrumb = (path: PathContext) =>
  path.page
    .getByRole('navigation', { name: path.t('breadcrumb.label') })
    .getByRole('listitem')
    .allTextContents();

const contractRow = (path: PathContext) => `${seedText(path).hostingM} (${CONTRACT})`;

// ── Actions ───────────────────────────────────────────────────────────────────────────────────

async function search(path: PathContext, domain: string): Promise<void> {
  path.memo.domain = domain;
  await searchFor(path, domain);
}

/** Clicks the add button of the path's domain (in whichever group it is). */
async function addDesired(path: PathContext): Promise<void> {
  const domain = chosenDomain(path);
  await domainButton(results(path), path, 'domain_lookup.action.add_label', domain).click();
}

async function arriveWithRow(path: PathContext, productId: number): Promise<void> {
  const { row } = await seedRows(path, (shop) => [rowOf(shop, productId)]);
  await path.page.goto(`/domains/do-you-want-to-add-a-domain?id=${row.row_id}`);
}

/** Before and while the route is decided the person sees the screen they arrive at. */
const ARRIVAL_SCREENS = [
  'lookupEmpty',
  'resultsFree',
  'addDomainQuestion',
  'classicAddDomainQuestion',
  'lookupReturningToCart',
  'assignedOffered',
  'domainFieldsShown',
  'panelLookup',
  'contractLookup',
  'categories',
  'cart',
] as const;

export const domainLookupModel = userModel({
  name: 'domain-lookup',
  title: 'Domain lookup',
  machine,
  production: {
    machine: domainLookupMachine,
    states: {
      'domainLookup.idle': ARRIVAL_SCREENS,
      'domainLookup.routing': ARRIVAL_SCREENS,
      'domainLookup.redirectingDomain': ['resultsFree', 'categories'],
      'domainLookup.guardingLookup': [
        'lookupEmpty',
        'resultsFree',
        'hostingLookup',
        'lookupReturningToCart',
        'assignedOffered',
        'panelLookup',
        'contractLookup',
        'cart',
      ],
      // Creating the domain-only row fails only when its product cannot be ordered: categories.
      'domainLookup.creatingRow': ['lookupEmpty', 'resultsFree', 'assignedOffered', 'categories'],
      'domainLookup.guardingAddDomainQuestion': [
        'addDomainQuestion',
        'classicAddDomainQuestion',
        'categories',
      ],
      'domainLookup.guardingDomainFields': ['domainFieldsShown', 'cart', 'categories'],
      'domainLookup.openingDomainFields': ['domainFieldsShown', 'cart'],
      'domainLookup.lookup': LOOKUP_STATES,
      'domainLookup.lookup.results': LOOKUP_STATES,
      'domainLookup.lookup.results.starting': [
        'lookupEmpty',
        'resultsFree',
        'hostingLookup',
        'lookupReturningToCart',
        'assignedOffered',
        'panelLookup',
        'contractLookup',
      ],
      'domainLookup.lookup.results.idle': [
        'lookupEmpty',
        'searchInvalid',
        'hostingLookup',
        'hostingLookupInOtherLanguage',
        'lookupReturningToCart',
        'panelLookup',
        'contractLookup',
      ],
      // The public suffix list loads: the screen says "Loading…" until the results come.
      'domainLookup.lookup.results.resolving': ['resultsOtherEnding'],
      'domainLookup.lookup.results.active': RESULT_STATES,
      'domainLookup.lookup.results.active.availability': RESULT_STATES,
      'domainLookup.lookup.results.active.availability.idle': RESULT_STATES,
      // "Checking…" while a group's names are asked: after a search, a scroll or a retry.
      'domainLookup.lookup.results.active.availability.checking': [
        'resultsFree',
        'resultsAllGroups',
        'resultsTransferable',
        'resultsTaken',
        'resultsUnknown',
        'resultsOtherEnding',
        'assignedOffered',
        'hostingResults',
        'panelResults',
        'contractResults',
      ],
      'domainLookup.lookup.results.active.suggestions': RESULT_STATES,
      'domainLookup.lookup.results.active.suggestions.hidden': [
        'resultsFree',
        'resultsAllGroups',
        'domainChosen',
        'domainRemoved',
        'assignedOffered',
        'assignedModal',
        'hostingResults',
        'hostingDomainChosen',
        'panelResults',
        'panelDomainChosen',
        'contractResults',
        'contractDomainChosen',
        // Until the desired domain's answer is there.
        'resultsTransferable',
        'resultsTaken',
        'resultsUnknown',
        'resultsOtherEnding',
      ],
      'domainLookup.lookup.results.active.suggestions.fetching': [
        'resultsTransferable',
        'resultsTaken',
        'resultsUnknown',
        'resultsOtherEnding',
      ],
      'domainLookup.lookup.results.active.suggestions.shown': NOT_FREE_STATES,
      // The recommendations call failed: the same screens without the suggestions group.
      'domainLookup.lookup.results.active.suggestions.unavailable': NOT_FREE_STATES,
      'domainLookup.lookup.selection': LOOKUP_STATES,
      'domainLookup.lookup.selection.browsing': LOOKUP_STATES.filter(
        (state) => !['authcodeAsked', 'authcodeTyped', 'assignedModal'].includes(state),
      ),
      // A click is decided at once: the screen after it.
      'domainLookup.lookup.selection.deciding': [
        'domainChosen',
        'domainRemoved',
        'authcodeAsked',
        'suggestionChosen',
        'assignedModal',
        'hostingDomainChosen',
        'panelDomainChosen',
        'contractDomainChosen',
      ],
      'domainLookup.lookup.selection.revivingRow': 'domainChosen',
      'domainLookup.lookup.selection.authcode': ['authcodeAsked', 'authcodeTyped'],
      'domainLookup.lookup.selection.alreadyAssigned': 'assignedModal',
      'domainLookup.lookup.selection.saving': [
        'domainChosen',
        'domainRemoved',
        'transferChosen',
        'suggestionChosen',
        'hostingDomainChosen',
        'panelDomainChosen',
        'contractDomainChosen',
      ],
      'domainLookup.continuing': [
        'productQuestion',
        'periodsMaturity',
        'cart',
        'postfillDomainFields',
        'confirm',
      ],
      'domainLookup.domainFields': ['domainFieldsShown', 'domainFieldsInvalid', 'domainFieldsValid'],
      'domainLookup.domainFields.editing': ['domainFieldsShown', 'domainFieldsInvalid', 'domainFieldsValid'],
      // Save and proceed waits for the server's validation and the saved cart.
      'domainLookup.domainFields.validating': ['domainFieldsValid', 'postfillDomainFields'],
      'domainLookup.domainFields.saving': ['domainFieldsValid', 'postfillDomainFields'],
      'domainLookup.afterFields': ['postfillDomainFields', 'cart'],
      'domainLookup.afterDomains': [
        'productQuestion',
        'periodsMaturity',
        'cart',
        'postfillDomainFields',
        'confirm',
      ],
      'domainLookup.nextStep': ['productQuestion', 'periodsMaturity', 'periodsInterval', 'cart'],
      'domainLookup.periods': ['periodsMaturity', 'periodsInterval', 'cart'],
      'domainLookup.addProductQuestion': 'productQuestion',
      'domainLookup.addProductQuestion.asking': 'productQuestion',
      'domainLookup.addProductQuestion.saving': ['productQuestion', 'cart'],
      'domainLookup.addDomainQuestion': ['addDomainQuestion', 'classicAddDomainQuestion'],
      'domainLookup.toCart': 'cart',
      'domainLookup.toCategories': 'categories',
      'domainLookup.toCategoriesWithDomain': 'categoriesForDomain',
      'domainLookup.toPeriodsMaturity': 'periodsMaturity',
      'domainLookup.toPeriodsInterval': 'periodsInterval',
      'domainLookup.toConfirm': 'confirm',
      'domainLookup.toPostfill': 'postfillDomainFields',
      // The postfill walk from its start: the chosen domain's postponed fields.
      'domainLookup.toPostfillStart': 'postfillDomainFields',
      // A route of another area: the wizard hands it over before this machine sees it (defensive);
      // the person sees that area's screen, e.g. the categories.
      'domainLookup.elsewhere': 'categories',
    },
    events: {
      'ROUTE.ENTERED': [
        'OPEN_LOOKUP',
        'FOLLOW_DOMAIN_LINK',
        'OPEN_DOMAIN_LINK_WITHOUT_NAME',
        'ARRIVE_WITH_HOSTING',
        'ARRIVE_WITH_CLASSIC_HOSTING',
        'OPEN_LOOKUP_RETURNING_TO_CART',
        'ARRIVE_WITH_PRECONFIGURED_DOMAIN',
        'OPEN_POSTPONED_DOMAIN_FIELDS',
        'OPEN_DOMAIN_FIELDS_WITHOUT_POSTPONED',
        'ARRIVE_FROM_PANEL_FOR_DOMAINS',
        'ARRIVE_FROM_PANEL_FOR_CONTRACT',
        'OPEN_LOOKUP_AS_DRAFT_CUSTOMER',
      ],
      'DOMAIN.SEARCHED': [
        'SEARCH_INVALID',
        'SEARCH_FREE',
        'SEARCH_TRANSFERABLE',
        'SEARCH_OWNED',
        'SEARCH_UNKNOWN',
        'SEARCH_OTHER_ENDING',
      ],
      // Groups in view report themselves as results appear; the last one only when scrolled to.
      'GROUP.VISIBLE': [
        'SCROLL_TO_LAST_GROUP',
        'SEARCH_FREE',
        'SEARCH_TRANSFERABLE',
        'SEARCH_OWNED',
        'SEARCH_UNKNOWN',
        'SEARCH_OTHER_ENDING',
        'FOLLOW_DOMAIN_LINK',
      ],
      'DOMAIN.RETRIED': ['RETRY'],
      'DOMAIN.CLICKED': [
        'ADD_DESIRED',
        'REMOVE_DESIRED',
        'ADD_SUGGESTION',
        'CLICK_TRANSFER',
        'CLICK_ASSIGNED',
      ],
      'LOOKUP.CONTINUE': ['CONTINUE'],
      'AUTHCODE.CHANGED': ['TYPE_AUTHCODE'],
      'AUTHCODE.CONFIRMED': ['CONFIRM_TRANSFER'],
      'AUTHCODE.CANCELLED': ['CANCEL_AUTHCODE'],
      'MODAL.CLOSED': ['CLOSE_ASSIGNED'],
      'FIELDS.EDITED': ['TYPE_INVALID_GLUE_IP', 'FIX_FIELDS'],
      'FIELDS.SUBMITTED': ['SAVE_FIELDS'],
      'QUESTION.ACCEPTED': ['ADD_PRODUCTS', 'ADD_DOMAINS'],
      'QUESTION.DECLINED': ['GO_TO_CART', 'SKIP_DOMAIN'],
      'CATALOGUE.REFRESHED': ['SWITCH_LANGUAGE'],
    },
  },
  checks: {
    start: async () => {},
    lookupEmpty: async (path) => {
      await nothingSearched(path);
      await sideNote(path)
        .getByText(path.t('domain_lookup.side_note.domain_only'), { exact: true })
        .waitFor();
      await noDomainChosen(path);
      await continueEnabled(path, false);
    },
    searchInvalid: async (path) => {
      await nothingSearched(path);
      const characters = new Intl.ListFormat(path.locale, { type: 'conjunction' }).format([
        path.t('domain_search.character_space'),
        path.t('domain_search.character_comma'),
        '@',
      ]);
      await path.page
        .getByText(path.t('domain_search.form_validation.forbidden_characters', { characters }))
        .waitFor();
      expect(await searchBox(path).getAttribute('aria-invalid')).toBe('true');
    },
    resultsFree: async (path) => {
      await desiredFree(path);
      await noDomainChosen(path);
      await continueEnabled(path, false);
      // The desired domain first, then the TLD groups; the last group is below the fold.
      const titles = await results(path).getByRole('heading', { level: 2 }).allTextContents();
      expect(titles[0]).toBe(path.t('domains.lookup.group.your_desired_domain'));
      expect(titles.length).toBeGreaterThan(2);
      // The first TLD group is in view and answered; the last one is not asked yet (no status at all).
      const groups = results(path).getByRole('region');
      await expect
        .poll(
          () => groups.nth(1).getByText(path.t('domain_lookup.status.free'), { exact: true }).count(),
          WAIT,
        )
        .toBeGreaterThan(0);
      const last = groups.last();
      for (const status of ['domain_lookup.status.free', 'domain_lookup.status.checking'] as const) {
        expect(await last.getByText(path.t(status), { exact: true }).count()).toBe(0);
      }
    },
    resultsAllGroups: async (path) => {
      await desiredFree(path);
      const last = results(path).getByRole('region').last();
      const names = await last.getByRole('listitem').count();
      expect(names).toBeGreaterThan(0);
      await expect
        .poll(() => last.getByText(path.t('domain_lookup.status.free'), { exact: true }).count(), WAIT)
        .toBe(names);
    },
    domainChosen: (path) => inOrder(path),
    domainRemoved: async (path) => {
      await desiredFree(path);
      await noDomainChosen(path);
      await resultsSettled(path);
      await continueEnabled(path, false);
    },
    resultsTransferable: async (path) => {
      await lookupScreen(path);
      const row = resultRow(takenGroup(path), TRANSFERABLE);
      await row.getByText(path.t('domain_lookup.status.transferable'), { exact: true }).waitFor();
      await domainButton(row, path, 'domain_lookup.action.transfer_label', TRANSFERABLE).waitFor();
      await suggestionsGroup(path).waitFor();
      await expect.poll(() => authcodeDialog(path, TRANSFERABLE).count(), WAIT).toBe(0);
      await noDomainChosen(path);
    },
    authcodeAsked: async (path) => {
      const dialog = authcodeDialog(path, TRANSFERABLE);
      const code = dialog.getByLabel(path.t('domain_lookup.authcode.label'));
      await code.waitFor();
      expect(await code.inputValue()).toBe('');
      await expect
        .poll(() => code.evaluate((element) => element === document.activeElement), WAIT)
        .toBe(true);
      await expect
        .poll(
          () => dialog.getByRole('button', { name: path.t('domain_lookup.authcode.confirm') }).isDisabled(),
          WAIT,
        )
        .toBe(true);
    },
    authcodeTyped: async (path) => {
      const dialog = authcodeDialog(path, TRANSFERABLE);
      expect(await dialog.getByLabel(path.t('domain_lookup.authcode.label')).inputValue()).toBe(AUTH_CODE);
      await expect
        .poll(
          () => dialog.getByRole('button', { name: path.t('domain_lookup.authcode.confirm') }).isEnabled(),
          WAIT,
        )
        .toBe(true);
    },
    transferChosen: async (path) => {
      await authcodeDialog(path, TRANSFERABLE).waitFor({ state: 'hidden' });
      await inOrder(path, takenGroup(path), true);
    },
    resultsTaken: async (path) => {
      await lookupScreen(path);
      const row = resultRow(takenGroup(path), OWNED);
      await row.getByText(path.t('domain_lookup.status.already_owned'), { exact: true }).waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      await suggestionsGroup(path)
        .getByRole('button', { name: domainPattern(path, 'domain_lookup.action.add_label') })
        .first()
        .waitFor();
      await noDomainChosen(path);
    },
    suggestionChosen: (path) => inOrder(path, suggestionsGroup(path)),
    resultsOtherEnding: async (path) => {
      await lookupScreen(path);
      const row = resultRow(takenGroup(path), OTHER_ENDING);
      await row.getByText(path.t('domain_lookup.status.unavailable'), { exact: true }).waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      expect(new URL(path.page.url()).searchParams.get('d')).toBe(OTHER_ENDING);
      await suggestionsGroup(path)
        .getByRole('button', { name: domainPattern(path, 'domain_lookup.action.add_label') })
        .first()
        .waitFor();
      await noDomainChosen(path);
    },
    resultsUnknown: async (path) => {
      await lookupScreen(path);
      const row = resultRow(takenGroup(path), UNKNOWN);
      await row.getByText(path.t('domain_lookup.status.unknown'), { exact: true }).waitFor();
      await domainButton(row, path, 'domain_lookup.action.retry_label', UNKNOWN).waitFor();
      expect(await domainButton(row, path, 'domain_lookup.action.add_label', UNKNOWN).count()).toBe(0);
      await noDomainChosen(path);
    },
    productQuestion: async (path) => {
      await onScreen(path, 'domains.add_product_question.title', '/domains/do-you-want-to-add-a-product');
      await path.page
        .getByText(path.t('domain_lookup.add_product.domains', { domains: chosenDomain(path) }))
        .waitFor();
      await path.page.getByRole('article', { name: path.t('domain_lookup.add_product.add_title') }).waitFor();
      await path.page
        .getByRole('article', { name: path.t('domain_lookup.add_product.cart_title') })
        .waitFor();
    },
    assignedOffered: async (path) => {
      await lookupScreen(path);
      await expect.poll(() => assignedDialog(path).count(), WAIT).toBe(0);
      const row = resultRow(desiredGroup(path), PRECONFIGURED);
      await row.getByText(path.t('domain_lookup.status.in_cart'), { exact: true }).waitFor();
      await domainButton(row, path, 'domain_lookup.action.assigned_label', PRECONFIGURED).waitFor();
      // The domain stays with its preconfigured row: the lookup's domain-only row has none.
      await noDomainChosen(path);
    },
    assignedModal: async (path) => {
      await assignedDialog(path)
        .getByText(path.t('domain_lookup.assigned.text', { domain: PRECONFIGURED }))
        .waitFor();
    },
    addDomainQuestion: addDomainQuestion,
    classicAddDomainQuestion: addDomainQuestion,
    hostingLookup: async (path) => {
      await nothingSearched(path);
      expect(path.memo.lookupRow).toBe(path.memo.rowId);
      await rowProduct(path, seedText(path).hostingS);
      await noDomainChosen(path);
      // Web hosting S does not require a domain.
      await continueEnabled(path, true);
    },
    hostingLookupInOtherLanguage: async (path) => {
      const other = otherLanguage(path);
      await other.heading('domains.lookup.title').waitFor();
      const product = seedTextIn(other.locale).hostingS;
      await path.page
        .getByRole('complementary', { name: other.t('domain_lookup.side_note.heading') })
        .getByText(other.t('domain_lookup.side_note.domains_for', { product }), { exact: true })
        .waitFor();
    },
    hostingResults: async (path) => {
      await desiredFree(path);
      // The package includes a .de (this brand: for the first 12 months).
      await resultRow(desiredGroup(path), chosenDomain(path))
        .getByText(
          path.locale === 'de-DE' ? 'In den ersten 12 Monaten kostenlos' : 'Free for the first 12 months',
          {
            exact: false,
          },
        )
        .waitFor();
    },
    hostingDomainChosen: async (path) => {
      await inOrder(path);
      await rowProduct(path, seedText(path).hostingS);
    },
    lookupReturningToCart: async (path) => {
      await nothingSearched(path);
      expect(path.memo.lookupRow).toBe(path.memo.rowId);
      await rowProduct(path, seedText(path).hostingS);
      await continueEnabled(path, true);
    },
    domainFieldsShown: async (path) => {
      await domainFieldsScreen(path, true);
      expect(await glueIpv4(path).inputValue()).toBe('');
    },
    domainFieldsInvalid: async (path) => {
      await ipv4Message(path).waitFor();
      await domainFieldsScreen(path, false);
    },
    domainFieldsValid: async (path) => {
      await domainFieldsScreen(path, true);
      await expect.poll(() => ipv4Message(path).count(), WAIT).toBe(0);
      expect(await nameServer(path).inputValue()).toBe(NAME_SERVER);
    },
    panelLookup: async (path) => {
      await nothingSearched(path);
      await rowProduct(path, contractRow(path));
      expect(await breadcrumb(path)).toEqual([
        path.t('breadcrumb.domainSelection'),
        path.t('breadcrumb.confirm'),
      ]);
      // The contract needs a domain to continue.
      await continueEnabled(path, false);
    },
    panelResults: async (path) => {
      await desiredFree(path);
      await rowProduct(path, contractRow(path));
    },
    panelDomainChosen: (path) => inOrder(path),
    contractLookup: async (path) => {
      await nothingSearched(path);
      await rowProduct(path, contractRow(path));
      expect(await breadcrumb(path)).not.toContain(path.t('breadcrumb.domainSelection'));
      await continueEnabled(path, false);
    },
    contractResults: async (path) => {
      await desiredFree(path);
      await rowProduct(path, contractRow(path));
    },
    contractDomainChosen: (path) => inOrder(path),
    categories: async (path) => {
      await onScreen(path, 'categories.title', '/categories');
    },
    categoriesForDomain: async (path) => {
      const domain = chosenDomain(path);
      await heading(path, 'categories.title_with_domain', { domain }).waitFor();
      await onPath(path, '/categories');
      const query = new URL(path.page.url()).searchParams;
      expect(query.get('d')).toBe(domain);
      // The lookup's row became the temporary domain-only item.
      expect(query.get('tid')).toBe(path.memo.lookupRow);
    },
    cart: async (path) => {
      await onScreen(path, 'cart.title', '/cart');
      const shown = path.memo.inCart;
      if (shown) await path.page.getByRole('main').getByText(shown, { exact: true }).first().waitFor();
      if (path.memo.draft) {
        // A customer continuing a draft may not add items.
        expect(await path.page.getByRole('button', { name: path.t('cart_screen.add_product') }).count()).toBe(
          0,
        );
      }
    },
    periodsMaturity: async (path) => {
      await onScreen(path, 'periods.maturity.title', '/periods/maturity');
      expect(new URL(path.page.url()).searchParams.get('id')).toBe(path.memo.rowId);
    },
    periodsInterval: async (path) => {
      await onScreen(path, 'periods.interval.title', '/periods/interval');
      expect(new URL(path.page.url()).searchParams.get('id')).toBe(path.memo.rowId);
    },
    postfillDomainFields: async (path) => {
      await onScreen(path, 'postfill.domain_fields.title', '/postfill/domains');
      await path.page.getByText(path.t('fields.subject.domain', { name: chosenDomain(path) })).waitFor();
      // What the domain-fields screen saved is shown again.
      const saved = path.memo.nameServer ?? '';
      await expect.poll(() => nameServer(path).inputValue(), WAIT).toBe(saved);
    },
    confirm: async (path) => {
      await onScreen(path, 'confirm.title', '/confirm');
      await path.page.getByText(chosenDomain(path), { exact: true }).first().waitFor();
    },
  },
  actions: {
    SWITCH_LANGUAGE: switchLanguage,
    OPEN_LOOKUP: async (path) => {
      await path.page.goto('/domains/lookup');
    },
    FOLLOW_DOMAIN_LINK: async (path) => {
      path.memo.domain = FREE_NAME;
      await path.page.goto(`/domain?d=${FREE_NAME}`);
    },
    OPEN_DOMAIN_LINK_WITHOUT_NAME: async (path) => {
      await path.page.goto('/domain');
    },
    ARRIVE_WITH_HOSTING: (path) => arriveWithRow(path, P.webhostingS),
    ARRIVE_WITH_CLASSIC_HOSTING: (path) => arriveWithRow(path, WEBHOSTING_CLASSIC),
    OPEN_LOOKUP_RETURNING_TO_CART: async (path) => {
      const { row } = await seedRows(path, hostingS);
      path.memo.inCart = seedText(path).hostingS;
      await path.page.goto(`/domains/lookup?id=${row.row_id}&returnToCart=1`);
    },
    ARRIVE_WITH_PRECONFIGURED_DOMAIN: async (path) => {
      // A sales agent working on a draft whose row holds the domain already (only an agent marks rows).
      await signInAsSalesAgent(path.page);
      await seedRows(path, (shop) => [
        { ...withDomain(shop, rowOf(shop, P.webhostingS), PRECONFIGURED), is_preconfigured: true },
      ]);
      await path.page.goto(`/domains/lookup?d=${PRECONFIGURED}`);
    },
    OPEN_POSTPONED_DOMAIN_FIELDS: async (path) => {
      path.memo.domain = FIELDS_DOMAIN;
      const { row } = await seedRows(path, domainOnlyRow(FIELDS_DOMAIN));
      await path.page.goto(`/domains/additional-domain-fields?id=${row.row_id}&d=${FIELDS_DOMAIN}&p=y`);
    },
    OPEN_DOMAIN_FIELDS_WITHOUT_POSTPONED: async (path) => {
      // Every domain field is postponed: without p=y there is nothing to ask, the flow goes on.
      path.memo.inCart = FIELDS_DOMAIN;
      const { row } = await seedRows(path, domainOnlyRow(FIELDS_DOMAIN));
      await path.page.goto(`/domains/additional-domain-fields?id=${row.row_id}&d=${FIELDS_DOMAIN}`);
    },
    ARRIVE_FROM_PANEL_FOR_DOMAINS: (path) => fromPanel(path, (panel) => panel.panelDomains(CONTRACT)),
    ARRIVE_FROM_PANEL_FOR_CONTRACT: (path) => fromPanel(path, (panel) => panel.panelRedirect(CONTRACT)),
    OPEN_LOOKUP_AS_DRAFT_CUSTOMER: async (path) => {
      await continueDraftOfHostingS(path);
      path.memo.draft = 'yes';
      path.memo.inCart = seedText(path).hostingS;
      await path.page.goto('/domains/lookup');
    },
    SEARCH_INVALID: async (path) => {
      await searchFor(path, 'ab c,@');
    },
    SEARCH_FREE: (path) => search(path, FREE_NAME),
    SEARCH_TRANSFERABLE: (path) => search(path, TRANSFERABLE),
    SEARCH_OWNED: (path) => search(path, OWNED),
    SEARCH_UNKNOWN: (path) => search(path, UNKNOWN),
    SEARCH_OTHER_ENDING: async (path) => {
      path.memo.domain = OTHER_ENDING;
      await searchFor(path, OTHER_ENDING_INPUT);
    },
    SCROLL_TO_LAST_GROUP: async (path) => {
      await results(path).getByRole('region').last().scrollIntoViewIfNeeded();
    },
    RETRY: async (path) => {
      const asked = path.page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v2/domain-availability') &&
          (response.request().postData() ?? '').includes(UNKNOWN),
      );
      await domainButton(results(path), path, 'domain_lookup.action.retry_label', UNKNOWN).click();
      expect((await asked).ok()).toBe(true);
    },
    ADD_DESIRED: addDesired,
    REMOVE_DESIRED: async (path) => {
      await domainButton(
        results(path),
        path,
        'domain_lookup.action.remove_label',
        chosenDomain(path),
      ).click();
    },
    ADD_SUGGESTION: async (path) => {
      const pattern = domainPattern(path, 'domain_lookup.action.add_label');
      const add = suggestionsGroup(path).getByRole('button', { name: pattern }).first();
      const label = (await add.getAttribute('aria-label')) ?? '';
      const domain = pattern.exec(label)?.[1];
      if (!domain) throw new Error(`no domain in the suggestion's label "${label}"`);
      path.memo.domain = domain;
      await add.click();
    },
    CLICK_TRANSFER: async (path) => {
      path.memo.domain = TRANSFERABLE;
      await domainButton(results(path), path, 'domain_lookup.action.transfer_label', TRANSFERABLE).click();
    },
    TYPE_AUTHCODE: async (path) => {
      await authcodeDialog(path, TRANSFERABLE)
        .getByLabel(path.t('domain_lookup.authcode.label'))
        .fill(AUTH_CODE);
    },
    CONFIRM_TRANSFER: async (path) => {
      await authcodeDialog(path, TRANSFERABLE)
        .getByRole('button', { name: path.t('domain_lookup.authcode.confirm') })
        .click();
    },
    CANCEL_AUTHCODE: async (path) => {
      await authcodeDialog(path, TRANSFERABLE)
        .getByRole('button', { name: path.t('domain_lookup.authcode.cancel') })
        .click();
    },
    CLICK_ASSIGNED: async (path) => {
      await domainButton(results(path), path, 'domain_lookup.action.assigned_label', PRECONFIGURED).click();
    },
    CLOSE_ASSIGNED: async (path) => {
      await assignedDialog(path)
        .getByRole('button', { name: path.t('domain_lookup.assigned.close'), exact: true })
        .click();
      await assignedDialog(path).waitFor({ state: 'hidden' });
    },
    CONTINUE: async (path) => {
      path.memo.inCart = path.memo.domain ?? path.memo.inCart ?? '';
      await continueButton(path).click();
    },
    ADD_PRODUCTS: async (path) => {
      await path.page.getByRole('button', { name: path.t('domain_lookup.add_product.add_button') }).click();
    },
    GO_TO_CART: async (path) => {
      await path.page.getByRole('button', { name: path.t('domain_lookup.add_product.cart_button') }).click();
    },
    ADD_DOMAINS: async (path) => {
      await path.page.getByRole('button', { name: path.t('domain_lookup.add_domain.add_button') }).click();
    },
    SKIP_DOMAIN: async (path) => {
      await path.page.getByRole('button', { name: path.t('domain_lookup.add_domain.skip_button') }).click();
    },
    TYPE_INVALID_GLUE_IP: async (path) => {
      await glueIpv4(path).fill('300.1.1.1');
    },
    FIX_FIELDS: async (path) => {
      await glueIpv4(path).fill('192.0.2.53');
      await nameServer(path).fill(NAME_SERVER);
    },
    SAVE_FIELDS: async (path) => {
      path.memo.nameServer = NAME_SERVER;
      await saveButton(path).click();
    },
  },
});
