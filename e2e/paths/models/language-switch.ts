import type { LocaleCode } from '@contract/common';
import type { MessageKey } from '@web/i18n/catalogues';
import type { Locator, Page } from 'playwright-core';
import { text } from '../../support/checkout';
import type { PathContext } from '../framework/user-model';

/** The switcher's button of each language (the seed brand's locale labels). */
const LANGUAGE_LABELS: Record<LocaleCode, string> = { 'de-DE': 'Deutsch', 'en-GB': 'English' };

/** The page after `switchLanguage`: the shop's other language, its texts and page heading. */
export interface OtherLanguage {
  locale: LocaleCode;
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** The screen's page heading (h1) in that language. */
  heading(key: MessageKey, values?: Record<string, string | number>): Locator;
}

export function otherLanguage(path: PathContext): OtherLanguage {
  const locale: LocaleCode = path.locale === 'de-DE' ? 'en-GB' : 'de-DE';
  const t: OtherLanguage['t'] = (key, values) => text(locale, key, values);
  return {
    locale,
    t,
    heading: (key, values) => path.page.getByRole('heading', { level: 1, name: t(key, values) }),
  };
}

/** Switches the page to the other language with the header's switcher, as a visitor would. */
export async function switchLanguage(path: PathContext): Promise<void> {
  await switchPageLanguage(path.page, path.locale, otherLanguage(path).locale);
}

/** Switches a page showing `from` to `to` with the header's switcher. */
export async function switchPageLanguage(page: Page, from: LocaleCode, to: LocaleCode): Promise<void> {
  await page
    .getByRole('navigation', { name: text(from, 'header.language_switcher') })
    .getByRole('button', { name: LANGUAGE_LABELS[to], exact: true })
    .click();
}
