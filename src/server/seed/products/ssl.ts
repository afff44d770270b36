import { type FieldSpec, info, type LinkSpec, type MaturitySpec, product, t } from '../builders';
import { sslCategory } from '../categories';
import { ProductId as P } from '../ids';
import type { SeedProduct } from '../types';

/** Certificates run 12 or 24 months and are billed yearly (or every 24 months). */
const certificateTerms = (yearly: number, twoYears: number): MaturitySpec[] => [
  { months: 12, price: yearly, default: true, cancel: 30, intervals: [{ months: 12, default: true }] },
  { months: 24, price: twoYears, cancel: 30, intervals: [12, 24] },
];

const fqdnField = (headline: boolean): FieldSpec => ({
  key: 'certificate_fqdn',
  component: 'text',
  rules: 'required|string|min:4|max:253|fqdn',
  label: t('Domain oder Subdomain', 'Domain or subdomain'),
  ...(headline
    ? { headline: t('Für welche Domain ist das Zertifikat?', 'Which domain is the certificate for?') }
    : {}),
});

const sslLinks: LinkSpec[] = [
  { addon: P.siteSeal, promoted: 1 },
  { addon: P.warrantyUpgrade, recommended: 1 },
  { addon: P.expressValidation },
];

const validation = (de: string, en: string) => info(t('Validierung', 'Validation'), t(de, en));

export const sslProducts: SeedProduct[] = [
  product({
    id: P.sslDv,
    type: 'certificate',
    category: sslCategory,
    name: t('SSL Basic (DV)', 'SSL Basic (DV)'),
    tagline: t('Domain-validiert in Minuten', 'Domain validated in minutes'),
    order: 1,
    external_product_id: 'ssl-dv',
    additionalinformations: [validation('Domain', 'Domain')],
    maturities: certificateTerms(2.49, 2.19),
    // Exactly one field: its headline becomes the page title.
    fields: [fqdnField(true)],
    links: sslLinks,
  }),
  product({
    id: P.sslOv,
    type: 'certificate',
    category: sslCategory,
    name: t('SSL Business (OV)', 'SSL Business (OV)'),
    tagline: t('Mit geprüftem Firmennamen', 'With a verified company name'),
    order: 2,
    is_highlight: true,
    external_product_id: 'ssl-ov',
    attributes: { gtc_agreement: 'true' },
    additionalinformations: [validation('Organisation', 'Organisation')],
    maturities: certificateTerms(6.99, 5.99),
    fields: [
      fqdnField(true),
      {
        key: 'organisation_name',
        component: 'text',
        rules: 'required|string|min:2|max:100',
        label: t('Name der Organisation', 'Organisation name'),
        prefilledWith: 'basic_info.company_name',
      },
      {
        key: 'organisation_unit',
        component: 'text',
        rules: 'string|alpha|max:40',
        label: t('Abteilung', 'Department'),
        postponed: true,
      },
      {
        key: 'organisation_country',
        component: 'country',
        rules: 'required|string|min:2|max:2|exists',
        label: t('Land der Organisation', 'Country of the organisation'),
        prefilledWith: 'address.country_code',
      },
      {
        key: 'duns_number',
        component: 'duns',
        rules: 'numeric',
        label: t('D-U-N-S-Nummer', 'D-U-N-S number'),
      },
      {
        key: 'approver_email',
        component: 'text',
        rules: 'required|string|email|max:255',
        label: t('E-Mail-Adresse für die Freigabe', 'Approver e-mail address'),
        prefilledWith: 'basic_info.email',
      },
    ],
    links: sslLinks,
  }),
  product({
    id: P.sslWildcard,
    type: 'certificate',
    category: sslCategory,
    name: t('SSL Wildcard', 'SSL Wildcard'),
    tagline: t('Alle Subdomains mit einem Zertifikat', 'Every subdomain with one certificate'),
    order: 3,
    qty_max: 5,
    external_product_id: 'ssl-wildcard',
    additionalinformations: [validation('Domain', 'Domain')],
    maturities: certificateTerms(8.99, 7.99),
    fields: [fqdnField(true)],
    links: sslLinks,
  }),
];
