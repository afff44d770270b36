import { addon, group, type MaturitySpec, type ProductSpec, t } from './builders';
import {
  cloudAddonsCategory,
  nsaCategory,
  ppoaCategory,
  sslAddonsCategory,
  webhostingAddonsCategory,
} from './categories';
import { AddonGroupId, ProductId } from './ids';
import type { SeedProduct } from './types';

/**
 * Addons are products of addon categories, linked to their parents through `Product.addons`
 * (see the product files). The groups below carry the addon rules; together they use every
 * `AddonGroupRule` of the contract.
 */

// ---------------------------------------------------------------------------------------------
// Addon groups (shared by every link that names them)
// ---------------------------------------------------------------------------------------------

export const addonGroups = {
  storageVariants: group(AddonGroupId.storageVariants, 'storage-variants', ['variants'], {
    name: t('Wie viel zusätzlichen Speicher brauchen Sie?', 'How much extra storage do you need?'),
    description: t(
      'Wählen Sie eine Speichererweiterung für Ihr Paket.',
      'Choose a storage upgrade for your plan.',
    ),
  }),
  phpWorkers: group(AddonGroupId.phpWorkers, 'php-workers', ['modules', 'allow_empty'], {
    name: t('PHP-Worker', 'PHP workers'),
    description: t('Mehr gleichzeitige PHP-Prozesse.', 'More concurrent PHP processes.'),
  }),
  backup: group(AddonGroupId.backup, 'backup', ['mutually_exclusive'], {
    name: t('Datensicherung', 'Backup'),
  }),
  sslWithIp: group(AddonGroupId.sslWithIp, 'ssl-with-ip', ['mutually_inclusive'], {
    name: t('SSL mit eigener IP', 'SSL with dedicated IP'),
    description: t(
      'Das SSL-Zertifikat für eine eigene IP wird nur zusammen mit der IP-Adresse angeboten.',
      'The SSL certificate for a dedicated IP comes only together with the IP address.',
    ),
  }),
  includedProtection: group(AddonGroupId.includedProtection, 'included-protection', [
    'autoassign',
    'non_removable',
  ]),
  internal: group(AddonGroupId.internal, 'internal', ['invisible', 'autoassign']),
  licences: group(AddonGroupId.licences, 'licences', ['maturities_need_not_match'], {
    name: t('Lizenzen', 'Licences'),
  }),
  mailFilter: group(AddonGroupId.mailFilter, 'mail-filter', ['intervals_need_not_match']),
  ipv4Modules: group(AddonGroupId.ipv4Modules, 'ipv4-modules', ['modules'], {
    name: t('Zusätzliche IPv4-Adressen', 'Additional IPv4 addresses'),
  }),
  cloudStorageVariants: group(AddonGroupId.cloudStorageVariants, 'cloud-storage-variants', ['variants'], {
    name: t('Zusätzlicher Block-Speicher', 'Additional block storage'),
  }),
  includedFirewall: group(AddonGroupId.includedFirewall, 'included-firewall', [
    'autoassign',
    'non_removable',
  ]),
  rdsLicence: group(AddonGroupId.rdsLicence, 'rds-licence', [
    'maturities_need_not_match',
    'intervals_need_not_match',
  ]),
  postalAddress: group(AddonGroupId.postalAddress, 'postal-address', ['autoassign'], {
    name: t('Geschäftsadresse', 'Business address'),
  }),
  postalBundle: group(AddonGroupId.postalBundle, 'postal-bundle', ['mutually_inclusive'], {
    name: t('Postvollmacht nur mit Geschäftsadresse', 'Power of attorney only with a business address'),
  }),
};

type AddonSpec = Omit<ProductSpec, 'type' | 'category'>;

// ---------------------------------------------------------------------------------------------
// Maturity sets
// ---------------------------------------------------------------------------------------------

/** Web hosting addon: 1, 12 and 24 months like the hosting plans; intervals 1, 3, 12. */
const hostingTerms = (price: number, setup = 0): MaturitySpec[] => [
  { months: 1, price, setup, intervals: [1] },
  { months: 12, price, setup, default: true, intervals: [1, 3, 12] },
  { months: 24, price, setup, intervals: [1, 3, 12] },
];

/** Cloud addon: 1, 12 and 24 months; intervals 1 and 12. */
const cloudTerms = (price: number, setup = 0): MaturitySpec[] => [
  { months: 1, price, setup, default: true, intervals: [1] },
  { months: 12, price, setup, intervals: [1, 12] },
  { months: 24, price, setup, intervals: [1, 12] },
];

/** One-time addon: maturity and interval of 0 months, charged once as a setup fee. */
const oneTime = (setup: number): MaturitySpec[] => [
  { months: 0, price: 0, setup, default: true, intervals: [{ months: 0, default: true }] },
];

// ---------------------------------------------------------------------------------------------
// Web hosting addons
// ---------------------------------------------------------------------------------------------

const whAddon = (spec: AddonSpec) => addon({ type: 'addon', category: webhostingAddonsCategory, ...spec });

export const webhostingAddons: SeedProduct[] = [
  whAddon({
    id: ProductId.storage10,
    name: t('+10 GB Speicher', '+10 GB storage'),
    order: 1,
    maturities: hostingTerms(0.99),
  }),
  whAddon({
    id: ProductId.storage50,
    name: t('+50 GB Speicher', '+50 GB storage'),
    order: 2,
    maturities: hostingTerms(2.99),
  }),
  whAddon({
    id: ProductId.storage100,
    name: t('+100 GB Speicher', '+100 GB storage'),
    order: 3,
    maturities: hostingTerms(4.99),
  }),
  whAddon({
    id: ProductId.phpWorkers2,
    name: t('2 zusätzliche PHP-Worker', '2 extra PHP workers'),
    order: 4,
    maturities: hostingTerms(1.99),
  }),
  whAddon({
    id: ProductId.phpWorkers4,
    name: t('4 zusätzliche PHP-Worker', '4 extra PHP workers'),
    order: 5,
    maturities: hostingTerms(3.49),
  }),
  whAddon({
    id: ProductId.backupDaily,
    name: t('Tägliches Backup', 'Daily backup'),
    description: t(
      '30 Tage Aufbewahrung, Wiederherstellung per Klick.',
      '30 days retention, one-click restore.',
    ),
    order: 6,
    maturities: hostingTerms(2.49),
  }),
  whAddon({
    id: ProductId.backupWeekly,
    name: t('Wöchentliches Backup', 'Weekly backup'),
    order: 7,
    maturities: hostingTerms(0.99),
  }),
  whAddon({
    id: ProductId.dedicatedIp,
    name: t('Eigene IPv4-Adresse', 'Dedicated IPv4 address'),
    order: 8,
    maturities: hostingTerms(2.0),
    fields: [
      {
        key: 'reverse_dns',
        component: 'text',
        rules: 'string|fqdn|max:253',
        label: t('Reverse-DNS-Name', 'Reverse DNS name'),
        postponed: true,
      },
    ],
  }),
  whAddon({
    id: ProductId.sslForIp,
    name: t('SSL-Zertifikat für eigene IP', 'SSL certificate for dedicated IP'),
    order: 9,
    maturities: hostingTerms(3.0),
  }),
  whAddon({
    id: ProductId.ddosBasic,
    name: t('DDoS-Basisschutz', 'Basic DDoS protection'),
    description: t('Immer inklusive.', 'Always included.'),
    order: 10,
    maturities: oneTime(0),
  }),
  whAddon({
    id: ProductId.migration,
    name: t('Umzugsservice', 'Website migration service'),
    description: t(
      'Wir ziehen Ihre bestehende Website mit allen Dateien und Datenbanken für Sie um.',
      'We move your existing website for you, with all its files and databases.',
    ),
    order: 11,
    maturities: oneTime(49),
    fields: [
      {
        key: 'old_host',
        component: 'text',
        rules: 'required|string|min:4|max:253|fqdn',
        label: t('Domain der bisherigen Website', 'Domain of the current website'),
        headline: t('Welche Website sollen wir umziehen?', 'Which website shall we move?'),
      },
      {
        key: 'old_ftp_password',
        component: 'password',
        rules: 'required|string|min:8|max:128',
        label: t('FTP-Passwort beim bisherigen Anbieter', 'FTP password at your current provider'),
        postponed: true,
      },
    ],
  }),
  whAddon({
    id: ProductId.premiumSupport,
    name: t('Premium-Support', 'Premium support'),
    description: t('Telefonischer Support rund um die Uhr.', 'Phone support around the clock.'),
    order: 12,
    // Only 12 and 24 months: not available for a monthly hosting plan.
    maturities: [
      { months: 12, price: 9.99, default: true, intervals: [1, 3, 12] },
      { months: 24, price: 8.99, intervals: [1, 3, 12] },
    ],
    fields: [
      {
        key: 'support_phone',
        component: 'text',
        rules: 'required|string|min:6|max:30',
        label: t('Rückrufnummer', 'Call-back number'),
        prefilledWith: 'address.phone',
      },
    ],
  }),
  whAddon({
    id: ProductId.monitoringAgent,
    name: t('Monitoring-Agent', 'Monitoring agent'),
    order: 13,
    maturities: hostingTerms(0),
  }),
  whAddon({
    id: ProductId.mailboxes10,
    name: t('10 zusätzliche Postfächer', '10 extra mailboxes'),
    order: 14,
    // Only some intervals: yearly billing for the 12 and 24 month terms.
    maturities: [
      { months: 1, price: 1.49, intervals: [1] },
      { months: 12, price: 1.29, default: true, intervals: [12] },
      { months: 24, price: 1.19, intervals: [12] },
    ],
  }),
  whAddon({
    id: ProductId.spamFilter,
    name: t('Spamfilter Pro', 'Spam filter pro'),
    order: 15,
    // Monthly billing only; the group allows it with any interval of the parent.
    maturities: [
      { months: 1, price: 0.79, intervals: [1] },
      { months: 12, price: 0.79, default: true, intervals: [1] },
      { months: 24, price: 0.79, intervals: [1] },
    ],
  }),
  whAddon({
    id: ProductId.officeLicence,
    name: t('Office-Lizenz', 'Office licence'),
    order: 16,
    attributes: { eult_agreement: 'true' },
    // Monthly licence only (billed monthly, quarterly or yearly); the group allows it with any
    // term of the parent.
    maturities: [{ months: 1, price: 5.6, default: true, cancel: 28, intervals: [1, 3, 12] }],
  }),
  whAddon({
    id: ProductId.expertSetup,
    name: t('Einrichtung durch Experten', 'Expert setup'),
    description: t('Wir richten Ihr Paket für Sie ein.', 'We set up your plan for you.'),
    order: 17,
    // Price 0 with a setup fee: counts as a one-time addon.
    maturities: hostingTerms(0, 99),
  }),
];

// ---------------------------------------------------------------------------------------------
// Cloud addons
// ---------------------------------------------------------------------------------------------

const cloudAddon = (spec: AddonSpec) => addon({ type: 'addon', category: cloudAddonsCategory, ...spec });

export const cloudAddons: SeedProduct[] = [
  cloudAddon({
    id: ProductId.ipv4Single,
    name: t('1 zusätzliche IPv4-Adresse', '1 additional IPv4 address'),
    order: 1,
    maturities: cloudTerms(1.5),
  }),
  cloudAddon({
    id: ProductId.ipv4Block,
    name: t('IPv4-Netz /29 (8 Adressen)', 'IPv4 /29 network (8 addresses)'),
    order: 2,
    maturities: cloudTerms(7.5),
  }),
  cloudAddon({
    id: ProductId.snapshots,
    name: t('Snapshots', 'Snapshots'),
    description: t('Bis zu 7 Snapshots Ihres Servers.', 'Up to 7 snapshots of your server.'),
    order: 3,
    maturities: cloudTerms(1.99),
  }),
  cloudAddon({
    id: ProductId.managedService,
    name: t('Managed Service', 'Managed service'),
    order: 4,
    // Monthly billing only.
    maturities: [
      { months: 1, price: 29, default: true, intervals: [1] },
      { months: 12, price: 27, intervals: [1] },
      { months: 24, price: 25, intervals: [1] },
    ],
  }),
  cloudAddon({
    id: ProductId.rdsLicence,
    name: t('Remote-Desktop-Lizenz (RDS)', 'Remote desktop licence (RDS)'),
    order: 5,
    attributes: { mca_agreement: 'true' },
    maturities: [{ months: 1, price: 6.5, default: true, intervals: [1] }],
  }),
  cloudAddon({
    id: ProductId.cloudStorage100,
    name: t('100 GB Block-Speicher', '100 GB block storage'),
    order: 6,
    maturities: cloudTerms(3),
  }),
  cloudAddon({
    id: ProductId.cloudStorage250,
    name: t('250 GB Block-Speicher', '250 GB block storage'),
    order: 7,
    maturities: cloudTerms(6.5),
  }),
  cloudAddon({
    id: ProductId.serverSetup,
    name: t('Server-Einrichtung', 'Server setup'),
    order: 8,
    maturities: oneTime(79),
  }),
  cloudAddon({
    id: ProductId.firewall,
    name: t('Firewall', 'Firewall'),
    description: t('Immer inklusive.', 'Always included.'),
    order: 9,
    maturities: cloudTerms(0),
  }),
];

// ---------------------------------------------------------------------------------------------
// SSL addons
// ---------------------------------------------------------------------------------------------

const sslAddon = (spec: AddonSpec) => addon({ type: 'addon', category: sslAddonsCategory, ...spec });

export const sslAddons: SeedProduct[] = [
  sslAddon({
    id: ProductId.siteSeal,
    name: t('Premium-Siegel', 'Premium site seal'),
    order: 1,
    maturities: [
      { months: 12, price: 0.99, default: true, intervals: [12] },
      { months: 24, price: 0.89, intervals: [12, 24] },
    ],
  }),
  sslAddon({
    id: ProductId.warrantyUpgrade,
    name: t('Garantie-Upgrade', 'Warranty upgrade'),
    order: 2,
    // Only 24 months: unavailable with a 12-month certificate.
    maturities: [{ months: 24, price: 2.49, default: true, intervals: [12, 24] }],
  }),
  sslAddon({
    id: ProductId.expressValidation,
    name: t('Express-Validierung', 'Express validation'),
    order: 3,
    maturities: oneTime(29),
  }),
];

// ---------------------------------------------------------------------------------------------
// Postal addons: nsa (mailing address) and ppoa (postal power of attorney)
// ---------------------------------------------------------------------------------------------

export const nsaAddon: SeedProduct = addon({
  id: ProductId.nsa,
  type: 'nsa',
  category: nsaCategory,
  name: t('Geschäftsadresse mit Postweiterleitung', 'Business address with mail forwarding'),
  description: t(
    'Eine ladungsfähige Geschäftsadresse in Berlin; wir scannen Ihre Post und leiten sie weiter.',
    'A registered business address in Berlin; we scan your mail and forward it.',
  ),
  external_product_id: 'nsa-berlin',
  order: 1,
  // Monthly nsa price = price x months x (1 + VAT); the interval equals the term.
  maturities: [
    { months: 1, price: 14.9, default: true, cancel: 28, intervals: [{ months: 1, default: true }] },
    { months: 3, price: 13.9, intervals: [{ months: 3, default: true }] },
    { months: 6, price: 12.9, cancel: 180, intervals: [{ months: 6, default: true }] },
    { months: 12, price: 11.9, cancel: 365, intervals: [{ months: 12, default: true }] },
  ],
  fields: [
    {
      key: 'nsa_customer_type',
      component: 'nsa_customer_type',
      rules: 'required|string|in:private,business',
      label: t('Nutzen Sie die Adresse privat oder geschäftlich?', 'Private or business use?'),
      headline: t('Ihre Geschäftsadresse', 'Your business address'),
    },
    {
      key: 'nsa_address',
      component: 'nsa_address',
      rules: 'required',
      label: t('Ihre bisherige Anschrift', 'Your current address'),
    },
    {
      key: 'nsa_periods',
      component: 'nsa_periods',
      rules: 'required|integer|min:1|max:12',
      label: t('Weiterleitungsrhythmus (Wochen)', 'Forwarding rhythm (weeks)'),
    },
    {
      key: 'nsa_additional_address_data',
      component: 'nsa_additional_address_data',
      // Composite value (addition, PO box); its parts are checked by the component's own rules.
      rules: '',
      label: t('Adresszusatz', 'Additional address data'),
      postponed: true,
    },
    {
      key: 'nsa_additional_tenants',
      component: 'nsa_additional_tenants',
      rules: 'persons|max:11',
      label: t('Weitere Empfänger', 'Additional tenants'),
      postponed: true,
    },
  ],
});

export const ppoaAddon: SeedProduct = addon({
  id: ProductId.ppoa,
  type: 'ppoa',
  category: ppoaCategory,
  name: t('Postvollmacht', 'Postal power of attorney'),
  description: t(
    'Wir dürfen Einschreiben und Pakete für Sie annehmen.',
    'We may accept registered mail and parcels on your behalf.',
  ),
  external_product_id: 'ppoa',
  order: 1,
  sms_validation: 'true',
  maturities: oneTime(14.9),
  fields: [
    {
      key: 'ppoa_private_basic_info',
      component: 'ppoa_private_basic_info',
      rules: 'string|max:100',
      label: t('Vollmachtgeber (Privatperson)', 'Principal (private person)'),
      headline: t('Ihre Postvollmacht', 'Your postal power of attorney'),
      prefilledWith: 'basic_info.last_name',
    },
    {
      key: 'ppoa_private_authorization',
      component: 'ppoa_private_authorization',
      // Composite value (first and last name); not required: private or business applies.
      rules: '',
      label: t(
        'Ich erteile die Postvollmacht als Privatperson',
        'I grant the power of attorney as a private person',
      ),
    },
    {
      key: 'ppoa_private_legal_text',
      component: 'ppoa_private_legal_text',
      rules: 'boolean|in:true',
      label: t('Rechtliche Hinweise gelesen (Privatperson)', 'Legal notes read (private person)'),
    },
    {
      key: 'ppoa_business_basic_info',
      component: 'ppoa_business_basic_info',
      rules: 'string|max:100',
      label: t('Firma (Vollmachtgeber)', 'Company (principal)'),
      prefilledWith: 'basic_info.company_name',
    },
    {
      key: 'ppoa_business_authorization',
      component: 'ppoa_business_authorization',
      // Composite value (company, first and last name); not required: private or business applies.
      rules: '',
      label: t(
        'Ich erteile die Postvollmacht für meine Firma',
        'I grant the power of attorney for my company',
      ),
    },
    {
      key: 'ppoa_business_legal_text',
      component: 'ppoa_business_legal_text',
      rules: 'boolean|in:true',
      label: t('Rechtliche Hinweise gelesen (Firma)', 'Legal notes read (company)'),
    },
    {
      key: 'ppoa_signature_font',
      component: 'ppoa_signature_font',
      rules: 'required|string|in:coming-soon,montez-regular,sacramento-regular',
      label: t('Schriftart Ihrer Unterschrift', 'Font of your signature'),
    },
  ],
});

export const addons: SeedProduct[] = [...webhostingAddons, ...cloudAddons, ...sslAddons, nsaAddon, ppoaAddon];
