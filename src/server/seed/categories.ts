import { category, t } from './builders';
import { CategoryId } from './ids';
import type { SeedCategory } from './types';

export const webhostingCategory = category({
  id: CategoryId.webhosting,
  slug: 'webhosting',
  name: t('Webhosting', 'Web hosting'),
  icon: 'webhosting',
  description: t(
    'Schnelles Webhosting mit SSD-Speicher, täglichen Backups und deutschem Rechenzentrum.',
    'Fast web hosting with SSD storage, daily backups and a data centre in Germany.',
  ),
  description2: t(
    'Alle Pakete mit kostenlosem SSL-Zertifikat.',
    'Every plan includes a free SSL certificate.',
  ),
  description_footer: t(
    'Alle Preise pro Monat. Mindestvertragslaufzeit je nach gewählter Laufzeit.',
    'All prices per month. Minimum term depends on the chosen contract length.',
  ),
  description_summary: t('Webhosting für jede Website', 'Web hosting for every website'),
  product_notice: t(
    'Inklusiv-Domains sind im ersten Vertragsjahr kostenlos.',
    'Inclusive domains are free in the first contract year.',
  ),
});

export const cloudCategory = category({
  id: CategoryId.cloud,
  slug: 'cloud-server',
  name: t('Cloud-Server', 'Cloud servers'),
  icon: 'cloud',
  description: t(
    'Virtuelle Server mit Linux oder Windows, voller Root-Zugriff.',
    'Virtual servers with Linux or Windows and full root access.',
  ),
  description_summary: t('Skalierbare Cloud-Server', 'Scalable cloud servers'),
});

export const sslCategory = category({
  id: CategoryId.ssl,
  slug: 'ssl',
  name: t('SSL-Zertifikate', 'SSL certificates'),
  icon: 'lock',
  description: t(
    'Verschlüsseln Sie Ihre Website mit einem SSL-Zertifikat.',
    'Encrypt your website with an SSL certificate.',
  ),
  product_notice: t(
    'Bitte geben Sie im nächsten Schritt die Domain oder Subdomain für Ihr Zertifikat an.',
    'In the next step, please enter the domain or subdomain for your certificate.',
  ),
});

export const domainsCategory = category({
  id: CategoryId.domains,
  slug: 'domains',
  name: t('Domains', 'Domains'),
  icon: 'globe',
  description: t('Über 40 Domain-Endungen zu fairen Preisen.', 'More than 40 domain endings at fair prices.'),
});

/** The visible category with exactly one product (the postal product). */
export const postalCategory = category({
  id: CategoryId.postal,
  slug: 'postal',
  name: t('Postdienste', 'Postal services'),
  icon: 'mail',
  description: t(
    'Eine Geschäftsadresse mit Postweiterleitung und Postvollmacht.',
    'A business address with mail forwarding and postal power of attorney.',
  ),
});

/** Not listed: the transfer product is reached through `/contract-transfer/{transferId}`. */
export const contractTransferCategory = category({
  id: CategoryId.contractTransfer,
  slug: 'contract-transfer',
  name: t('Vertragsübernahme', 'Contract transfer'),
  icon: 'transfer',
  is_visible: false,
  description: t(
    'Übernehmen Sie einen bestehenden Vertrag eines anderen Kunden.',
    'Take over an existing contract from another customer.',
  ),
});

const addonCategory = (id: number, slug: string, de: string, en: string): SeedCategory =>
  category({ id, slug, name: t(de, en), is_addon: true, is_visible: false });

export const webhostingAddonsCategory = addonCategory(
  CategoryId.webhostingAddons,
  'webhosting-addons',
  'Webhosting-Erweiterungen',
  'Web hosting add-ons',
);
export const cloudAddonsCategory = addonCategory(
  CategoryId.cloudAddons,
  'cloud-addons',
  'Cloud-Erweiterungen',
  'Cloud add-ons',
);
export const sslAddonsCategory = addonCategory(
  CategoryId.sslAddons,
  'ssl-addons',
  'SSL-Erweiterungen',
  'SSL add-ons',
);
/** Mailing-address addon category (spec: category nsa). */
export const nsaCategory = addonCategory(CategoryId.nsa, 'nsa', 'Postanschrift', 'Mailing address');
/** Postal power-of-attorney addon category (spec: category ppoa). */
export const ppoaCategory = addonCategory(
  CategoryId.ppoa,
  'ppoa',
  'Postvollmacht',
  'Postal power of attorney',
);
export const popularAddonsCategory = addonCategory(
  CategoryId.popularAddons,
  'popular-addons',
  'Beliebte Erweiterungen',
  'Popular add-ons',
);

export const categories: SeedCategory[] = [
  webhostingCategory,
  cloudCategory,
  sslCategory,
  domainsCategory,
  postalCategory,
  contractTransferCategory,
  webhostingAddonsCategory,
  cloudAddonsCategory,
  sslAddonsCategory,
  nsaCategory,
  ppoaCategory,
  popularAddonsCategory,
];
