import { DEFAULT_INTERVAL_VAT, same, t } from './builders';
import { TldGroupId } from './ids';
import type { Localized, SeedDomainGroup, SeedTld } from './types';

/**
 * TLDs and their groups. Prices are monthly net euros (domains are shown per 12 months, i.e.
 * 12 x price). Every TLD belongs to exactly one group (`group_id`); `top_tld` marks the popular
 * endings shown first. TLD ids start at 3001 (they are the article ids a cart domain refers to).
 */

const groupDefs: { id: number; code: string; name: Localized }[] = [
  { id: TldGroupId.popular, code: 'popular', name: t('Beliebte Endungen', 'Popular endings') },
  { id: TldGroupId.europe, code: 'europe', name: t('Europa', 'Europe') },
  { id: TldGroupId.generic, code: 'generic', name: t('Generische Endungen', 'Generic endings') },
  { id: TldGroupId.newGtlds, code: 'new-gtlds', name: t('Neue Endungen', 'New endings') },
  { id: TldGroupId.regional, code: 'regional', name: t('Städte und Regionen', 'Cities and regions') },
];

interface TldSpec {
  price: number;
  setup?: number;
  top?: boolean;
  privacy?: boolean;
  active?: boolean;
  contractlength?: number;
  notice?: Localized;
}

let nextId = 3001;
function tldsOf(groupId: number, specs: Record<string, TldSpec>): SeedTld[] {
  const owner = groupDefs.find((candidate) => candidate.id === groupId);
  if (!owner) throw new Error(`Unknown TLD group ${groupId}`);
  return Object.entries(specs).map(([name, spec], index) => {
    const dot = name.indexOf('.');
    return {
      id: nextId++,
      tld: name,
      tld2: dot === -1 ? null : name.slice(0, dot),
      contractlength: spec.contractlength ?? 12,
      group_id: groupId,
      group_name: owner.name,
      is_active: spec.active ?? true,
      interval_vat: DEFAULT_INTERVAL_VAT,
      price: spec.price,
      privacy: spec.privacy ?? false,
      setupfee: spec.setup ?? 0,
      sort_id: (index + 1) * 10,
      top_tld: spec.top ?? false,
      notice: spec.notice ?? null,
      external_id: `tld-${name}`,
      article_name: same(`Domain .${name}`),
    };
  });
}

const euOnly = t(
  'Nur für Personen und Unternehmen mit Sitz in der EU/im EWR.',
  'Only for persons and companies based in the EU/EEA.',
);

export const tlds: SeedTld[] = [
  ...tldsOf(TldGroupId.popular, {
    de: { price: 0.99, top: true },
    com: { price: 1.09, top: true, privacy: true },
    net: { price: 1.39, top: true, privacy: true },
    org: { price: 1.39, top: true, privacy: true },
  }),
  ...tldsOf(TldGroupId.europe, {
    eu: { price: 0.89, top: true, notice: euOnly },
    at: { price: 1.49, top: true },
    ch: { price: 1.29, top: true },
    nl: { price: 0.79 },
    fr: { price: 0.99, notice: euOnly },
    it: { price: 0.99 },
    es: { price: 0.99 },
    be: { price: 0.99 },
    pl: { price: 1.99 },
    uk: { price: 0.89, privacy: true },
    'co.uk': { price: 0.89, privacy: true },
    'org.uk': { price: 0.89, privacy: true },
  }),
  ...tldsOf(TldGroupId.generic, {
    info: { price: 1.29, privacy: true },
    biz: { price: 1.49, privacy: true },
    io: { price: 3.99, privacy: true },
    me: { price: 1.99, privacy: true },
    tv: { price: 2.99, privacy: true },
    ai: {
      price: 6.99,
      contractlength: 24,
      notice: t('Mindestlaufzeit 2 Jahre.', 'Minimum registration period of 2 years.'),
    },
  }),
  ...tldsOf(TldGroupId.newGtlds, {
    online: { price: 2.49, privacy: true },
    shop: { price: 2.49, privacy: true },
    store: { price: 3.99, privacy: true },
    tech: { price: 3.99, privacy: true },
    app: {
      price: 1.49,
      privacy: true,
      notice: t(
        'Websites unter .app sind nur per HTTPS erreichbar.',
        '.app websites are served over HTTPS only.',
      ),
    },
    dev: { price: 1.29, privacy: true },
    cloud: { price: 1.99, privacy: true },
    xyz: { price: 0.99, privacy: true },
  }),
  ...tldsOf(TldGroupId.regional, {
    berlin: { price: 2.99, setup: 5 },
    hamburg: { price: 2.99, setup: 5 },
    bayern: { price: 2.49 },
    koeln: { price: 2.49 },
    'com.de': { price: 0.79 },
    // No longer offered: carts holding it lose the domain on validation.
    wien: { price: 2.49, active: false },
  }),
];

export const domainGroups: SeedDomainGroup[] = groupDefs.map((definition) => ({
  id: definition.id,
  name: definition.name,
  code: definition.code,
  is_active: true,
  tlds: tlds.filter((entry) => entry.group_id === definition.id).map((entry) => entry.tld),
}));
