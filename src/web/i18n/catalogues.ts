import type { LocaleCode } from '@contract/common';
import { labelTexts } from '@domain/labels/label-texts';
import { orderSummaryTexts } from '@domain/labels/order-summary-texts';
import { pageTitles } from '@domain/labels/page-titles';
import type { CataloguePart } from './catalogue-parts';
import { app } from './sections/app';
import { cart } from './sections/cart';
import { cartScreen } from './sections/cart-screen';
import { catalogue } from './sections/catalogue';
import { checkout } from './sections/checkout';
import { checkoutForms } from './sections/checkout-forms';
import { checkoutScreens } from './sections/checkout-screens';
import { contractTransfer } from './sections/contract-transfer';
import { domainLookup } from './sections/domain-lookup';
import { domains } from './sections/domains';
import { fields } from './sections/fields';
import { layout } from './sections/layout';
import { orderForms } from './sections/order-forms';
import { orderScreens } from './sections/order-screens';
import { payment } from './sections/payment';
import { periods } from './sections/periods';
import { productFields } from './sections/product-fields';
import { promotions } from './sections/promotions';
import { selection } from './sections/selection';
import { session } from './sections/session';
import { vat } from './sections/vat';
import { wizardSteps } from './sections/wizard-steps';

/**
 * The message catalogues (for tests and the build; the browser loads one locale's catalogue,
 * pre-parsed, through `load-catalogue.ts`), assembled from the sections (each holds en-GB and de-DE side by side).
 * Keys follow the spec's names where it names them (e.g. `error.something_went_wrong`); en-GB is
 * also the fallback.
 */
const sections = [
  app,
  pageTitles,
  layout,
  catalogue,
  cart,
  checkout,
  wizardSteps,
  labelTexts,
  periods,
  promotions,
  domains,
  domainLookup,
  productFields,
  fields,
  contractTransfer,
  session,
  vat,
  payment,
  selection,
  cartScreen,
  checkoutForms,
  checkoutScreens,
  orderForms,
  orderScreens,
  orderSummaryTexts,
] as const;

type SectionKeys<S> = S extends Readonly<Record<LocaleCode, Readonly<Record<infer K, string>>>> ? K : never;

export type MessageKey = SectionKeys<(typeof sections)[number]>;
/** A complete catalogue: every key, nothing else. */
export type Messages = Readonly<Record<MessageKey, string>>;

function merge(locale: LocaleCode): Messages {
  return Object.assign({}, ...sections.map((part) => part[locale]));
}

export const catalogues: Readonly<Record<LocaleCode, Messages>> = {
  'de-DE': merge('de-DE'),
  'en-GB': merge('en-GB'),
};

type Section = (typeof sections)[number];

/** The sections of each catalogue part (catalogue-parts.ts); the other sections are the core. */
export const PART_SECTIONS: Readonly<Record<CataloguePart, readonly Section[]>> = {
  checkout: [checkoutScreens, checkoutForms],
  order: [orderScreens, orderForms],
  cart: [cartScreen],
  domains: [domainLookup],
  fields: [fields],
};
const partSections: readonly Section[] = Object.values(PART_SECTIONS).flat();

/**
 * What the browser loads of a locale: the core (every section no part holds) or one part
 * (catalogue-parts.ts). The build turns each into its own chunk.
 */
export function catalogueChunk(
  locale: LocaleCode,
  part: CataloguePart | 'core',
): Readonly<Record<string, string>> {
  const chosen =
    part === 'core'
      ? sections.filter((section) => !partSections.includes(section))
      : (PART_SECTIONS[part] ?? []);
  return Object.assign({}, ...chosen.map((section) => section[locale]));
}

export { fallbackLocale } from './fallback-locale';

/** A key computed at run time (a machine's title or notice) that the catalogues know. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogues['en-GB'], key);
