import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';

/**
 * What the development login authority (`/dev-oidc`: its stand-in customer panel and sign-in page)
 * shows, as a person reads it. The shop's message catalogue does not hold these texts.
 */
const TEXT = {
  'de-DE': {
    panelTitle: 'Kundenpanel (Entwicklung)',
    panelDomains: (hosting: string) => `Domains für ${hosting} bestellen`,
    panelRedirect: (hosting: string) => `Für ${hosting} bestellen`,
    panelWebHosting: 'Webhosting ansehen',
    panelUnknownCategory: 'Eine Kategorie ansehen, die der Shop nicht hat',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
  },
  'en-GB': {
    panelTitle: 'Customer panel (development)',
    panelDomains: (hosting: string) => `Order domains for ${hosting}`,
    panelRedirect: (hosting: string) => `Order for ${hosting}`,
    panelWebHosting: 'Browse web hosting',
    panelUnknownCategory: 'Browse a category the shop does not have',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
  },
} as const;

export const devAuthorityText = (locale: LocaleCode) => TEXT[locale === 'de-DE' ? 'de-DE' : 'en-GB'];

export interface DevAccount {
  email: string;
  password: string;
}

/** A seeded customer of the development authority. */
export const ERIKA: DevAccount = { email: 'erika@kunde.example', password: 'erika-test-1' };

/** Opens the stand-in customer panel and follows one of its links to the shop. */
export async function followPanelLink(page: Page, locale: LocaleCode, link: string): Promise<void> {
  await page.goto('/dev-oidc');
  await page.getByRole('heading', { level: 1, name: devAuthorityText(locale).panelTitle }).waitFor();
  await page.getByRole('link', { name: link, exact: true }).click();
}

/** Signs in on the authority's sign-in page (in the window or popup that shows it). */
export async function signInAtAuthority(page: Page, locale: LocaleCode, account: DevAccount): Promise<void> {
  const text = devAuthorityText(locale);
  await page.getByLabel(text.email).fill(account.email);
  await page.getByLabel(text.password).fill(account.password);
  await page.getByRole('button', { name: text.signIn }).click();
}
