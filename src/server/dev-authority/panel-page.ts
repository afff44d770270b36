import type { CloudPanelData } from '@contract/auth';
import { escapeHtml } from '../http/html';
import { DEV_CUSTOMERS } from './customers';
import type { LoginPageLanguage } from './login-page';

/**
 * A stand-in for a brand's customer control panel (the "cloud panel" of the checkout spec), served
 * at the development authority's own address: the page the shop's back-to-panel link and the
 * success page's back-to-portal link lead to. Each link sends the visitor to the shop the way a
 * panel does, `/oauth/callback?data=<base64 JSON>`; the shop then asks this authority who the
 * visitor is (sign in with a seeded customer).
 */

const TEXTS = {
  en: {
    title: 'Customer panel (development)',
    intro:
      'Stand-in for the cloud panel: each link opens the shop with the panel’s order data. The shop asks this authority who you are.',
    domains: (hosting: string) => `Order domains for ${hosting}`,
    redirect: (hosting: string) => `Order for ${hosting}`,
    category: (name: string) => `Browse ${name}`,
    unknownCategory: 'Browse a category the shop does not have',
  },
  de: {
    title: 'Kundenpanel (Entwicklung)',
    intro:
      'Platzhalter für das Cloud-Panel: Jeder Link öffnet den Shop mit den Auftragsdaten des Panels. Der Shop fragt diesen Anmeldedienst, wer Sie sind.',
    domains: (hosting: string) => `Domains für ${hosting} bestellen`,
    redirect: (hosting: string) => `Für ${hosting} bestellen`,
    category: (name: string) => `${name} ansehen`,
    unknownCategory: 'Eine Kategorie ansehen, die der Shop nicht hat',
  },
} as const;

const CATEGORIES = [
  { slug: 'webhosting', en: 'web hosting', de: 'Webhosting' },
  { slug: 'cloud-server', en: 'cloud servers', de: 'Cloud-Server' },
] as const;

/** The shop's entry for a panel order: the callback with the panel data as base64url JSON. */
export const panelOrderPath = (data: CloudPanelData): string =>
  `/oauth/callback?data=${Buffer.from(JSON.stringify(data)).toString('base64url')}`;

const link = (data: CloudPanelData, label: string): string =>
  `<li><a href="${escapeHtml(panelOrderPath(data))}">${escapeHtml(label)}</a></li>`;

export const panelLanguageOf = (acceptLanguage: string | undefined): LoginPageLanguage =>
  (acceptLanguage ?? '').trim().toLowerCase().startsWith('de') ? 'de' : 'en';

export function panelPage(language: LoginPageLanguage): string {
  const text = TEXTS[language];
  const customers = DEV_CUSTOMERS.map((customer) => {
    const orders = customer.hostingSubscriptions.flatMap((subscription) => [
      link(
        {
          order_type: 'cloudpit_domains',
          webhosting_id: subscription.id,
          use_cp_2: false,
          category_slug: null,
        },
        text.domains(subscription.id),
      ),
      link(
        { order_type: 'redirect', webhosting_id: subscription.id, use_cp_2: false, category_slug: null },
        text.redirect(subscription.id),
      ),
    ]);
    const heading = `${customer.givenName} ${customer.familyName} (${customer.customerNumber}, ${customer.email})`;
    return `<section><h2>${escapeHtml(heading)}</h2><ul>${orders.join('')}</ul></section>`;
  });
  const categories = [
    ...CATEGORIES.map((category) =>
      link(
        {
          order_type: 'redirect_product_category',
          webhosting_id: null,
          use_cp_2: false,
          category_slug: category.slug,
        },
        text.category(category[language]),
      ),
    ),
    link(
      {
        order_type: 'redirect_product_category',
        webhosting_id: null,
        use_cp_2: false,
        category_slug: 'retired',
      },
      text.unknownCategory,
    ),
  ];
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1 style="font-size: 1.4rem">${text.title}</h1>
<p>${text.intro}</p>
${customers.join('\n')}
<section><ul>${categories.join('')}</ul></section>
</body></html>`;
}
