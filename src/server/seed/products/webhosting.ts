import { addonGroups as g } from '../addons';
import { info, product, t } from '../builders';
import { webhostingCategory } from '../categories';
import { ProductId as P } from '../ids';
import type { SeedProduct } from '../types';

const storage = (size: string) => info(t('Speicherplatz', 'Storage'), t(size, size));
const websites = (de: string, en: string) => info(t('Websites', 'Websites'), t(de, en));
const databases = (count: string) => info(t('Datenbanken', 'Databases'), t(count, count));

const hostingInfo = t(
  'Preise pro Monat. Die Einrichtungsgebühr wird einmalig berechnet.',
  'Prices per month. The setup fee is charged once.',
);

export const webhostingProducts: SeedProduct[] = [
  product({
    id: P.webhostingS,
    type: 'webhosting',
    category: webhostingCategory,
    name: t('Webhosting S', 'Web hosting S'),
    tagline: t('Für Ihre erste Website', 'For your first website'),
    description: t('1 Website, 25 GB SSD, 1 Inklusiv-Domain.', '1 website, 25 GB SSD, 1 inclusive domain.'),
    order: 1,
    domain_capable: true,
    is_domainrequired: 2,
    external_product_id: 'wh-s',
    freeTlds: [{ tld: 'de', amount: 1 }],
    info: hostingInfo,
    additionalinformations: [storage('25 GB'), websites('1', '1'), databases('2')],
    // 12 and 24 months cost the same: the default maturity is the shorter one (12).
    maturities: [
      { months: 1, price: 4.99, setup: 4.99, intervals: [1] },
      { months: 12, price: 3.99, default: true, intervals: [{ months: 1, default: true }, 12] },
      { months: 24, price: 3.99, intervals: [1, 12] },
    ],
    links: [
      { addon: P.storage10, groups: [g.storageVariants] },
      { addon: P.storage50, groups: [g.storageVariants] },
      { addon: P.backupDaily, groups: [g.backup] },
      { addon: P.backupWeekly, groups: [g.backup] },
      { addon: P.ddosBasic, groups: [g.includedProtection] },
      { addon: P.migration, promoted: 1 },
      { addon: P.premiumSupport, recommended: 1 },
    ],
  }),
  product({
    id: P.webhostingM,
    type: 'webhosting',
    category: webhostingCategory,
    name: t('Webhosting M', 'Web hosting M'),
    tagline: t('Unser Bestseller für Selbstständige', 'Our best seller for freelancers'),
    description: t(
      '10 Websites, 100 GB SSD, 2 Inklusiv-Domains (.de und .com).',
      '10 websites, 100 GB SSD, 2 inclusive domains (.de and .com).',
    ),
    order: 2,
    is_highlight: true,
    domain_capable: true,
    is_domainrequired: 1,
    external_product_id: 'wh-m',
    freeTlds: [
      { tld: 'de', amount: 1 },
      { tld: 'com', amount: 1 },
    ],
    info: hostingInfo,
    attributes: { gtc_agreement: 'true' },
    additionalinformations: [storage('100 GB'), websites('10', '10'), databases('20')],
    upsellIds: [P.upsellMail, P.upsellSeo, P.upsellSitebuilder],
    upsell_headline: t('Machen Sie mehr aus Ihrem Webhosting', 'Get more out of your web hosting'),
    maturities: [
      { months: 1, price: 9.99, setup: 9.99, intervals: [1] },
      {
        months: 12,
        price: 7.99,
        setup: 4.99,
        default: true,
        intervals: [{ months: 1, default: true }, 3, 12, { months: 6, active: false }],
      },
      // No default interval: the longest (12) is used.
      { months: 24, price: 6.99, intervals: [1, 3, 12] },
    ],
    fields: [
      {
        key: 'ftp_username',
        component: 'text',
        rules: 'required|string|alpha_dash|min:3|max:32',
        label: t('FTP-Benutzername', 'FTP user name'),
        headline: t('Zugangsdaten für Ihr Webhosting', 'Access data for your web hosting'),
      },
      {
        key: 'admin_email',
        component: 'text',
        rules: 'required|string|email|max:255',
        label: t('E-Mail-Adresse des Administrators', 'Administrator e-mail address'),
        prefilledWith: 'basic_info.email',
      },
      {
        key: 'project_name',
        component: 'text',
        rules: 'string|alpha_num|max:32',
        label: t('Projektname', 'Project name'),
        postponed: true,
      },
    ],
    links: [
      { addon: P.storage10, groups: [g.storageVariants] },
      { addon: P.storage50, groups: [g.storageVariants] },
      { addon: P.storage100, groups: [g.storageVariants] },
      { addon: P.phpWorkers2, groups: [g.phpWorkers] },
      { addon: P.phpWorkers4, groups: [g.phpWorkers] },
      { addon: P.backupDaily, groups: [g.backup], promoted: 3 },
      { addon: P.backupWeekly, groups: [g.backup] },
      { addon: P.dedicatedIp, groups: [g.sslWithIp], recommended: 2 },
      { addon: P.sslForIp, groups: [g.sslWithIp] },
      { addon: P.ddosBasic, groups: [g.includedProtection] },
      { addon: P.migration, promoted: 2 },
      { addon: P.premiumSupport, recommended: 1 },
      { addon: P.monitoringAgent, groups: [g.internal] },
      { addon: P.mailboxes10, recommended: 3 },
      { addon: P.spamFilter, groups: [g.mailFilter] },
      { addon: P.officeLicence, groups: [g.licences] },
      { addon: P.expertSetup, promoted: 1 },
    ],
  }),
  product({
    id: P.webhostingL,
    type: 'webhosting',
    category: webhostingCategory,
    name: t('Webhosting L', 'Web hosting L'),
    tagline: t('Für Agenturen und Shops', 'For agencies and shops'),
    description: t(
      'Unbegrenzte Websites, 250 GB SSD, 4 Inklusiv-Domains.',
      'Unlimited websites, 250 GB SSD, 4 inclusive domains.',
    ),
    order: 3,
    domain_capable: true,
    is_domainrequired: 1,
    qty_max: 2,
    external_product_id: 'wh-l',
    freeTlds: [
      { tld: 'de', amount: 2 },
      { tld: 'com', amount: 1 },
      { tld: 'eu', amount: 1 },
    ],
    info: hostingInfo,
    additionalinformations: [storage('250 GB'), websites('unbegrenzt', 'unlimited'), databases('100')],
    upsellIds: [P.upsellSeo],
    maturities: [
      { months: 1, price: 19.99, setup: 19.99, cancel: 28, intervals: [1] },
      { months: 12, price: 15.99, default: true, intervals: [1, 3, { months: 12, default: true }] },
      { months: 24, price: 13.99, intervals: [1, 3, 12] },
    ],
    fields: [
      {
        key: 'customer_reference',
        component: 'text',
        rules: 'string|alpha|max:10',
        label: t('Ihr Kürzel für Rechnungen', 'Your short code for invoices'),
        postponed: true,
      },
    ],
    links: [
      { addon: P.storage50, groups: [g.storageVariants] },
      { addon: P.storage100, groups: [g.storageVariants] },
      { addon: P.backupDaily, groups: [g.backup] },
      { addon: P.backupWeekly, groups: [g.backup] },
      { addon: P.dedicatedIp, groups: [g.sslWithIp] },
      { addon: P.sslForIp, groups: [g.sslWithIp] },
      { addon: P.ddosBasic, groups: [g.includedProtection] },
      { addon: P.mailboxes10, recommended: 1 },
      { addon: P.officeLicence, groups: [g.licences] },
    ],
  }),
  product({
    id: P.webhostingClassic,
    type: 'webhosting',
    category: webhostingCategory,
    name: t('Webhosting Classic', 'Web hosting Classic'),
    tagline: t('Nur über Direktlink bestellbar', 'Only available through a direct link'),
    order: 4,
    is_hidden: true,
    domain_capable: true,
    is_domainrequired: 2,
    external_product_id: 'wh-classic',
    maturities: [{ months: 12, price: 5.49, default: true, intervals: [1, { months: 12, default: true }] }],
    links: [{ addon: P.backupDaily }],
  }),
  product({
    id: P.webhostingRetired,
    type: 'webhosting',
    category: webhostingCategory,
    name: t('Webhosting Start (eingestellt)', 'Web hosting Start (retired)'),
    order: 5,
    is_hidden: true,
    is_active: false,
    maturities: [{ months: 12, price: 2.99, default: true, intervals: [1] }],
  }),
];
