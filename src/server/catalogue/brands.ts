import type { Brand } from '@contract/brand';
import type { LocaleCode } from '@contract/common';
import { localizeBrand } from '../seed/localize';
import type { SeedBrand } from '../seed/types';

export interface BrandEntry {
  id: number;
  slug: string;
  fqdn: string;
  /** The brand as answered by `GET /api/v2/brands/current`, per locale. */
  views: Record<LocaleCode, Brand>;
  /** View in the brand's default locale (used before a session exists). */
  defaultView: Brand;
}

function toEntry(document: SeedBrand): BrandEntry {
  const views = { 'de-DE': localizeBrand(document, 'de-DE'), 'en-GB': localizeBrand(document, 'en-GB') };
  const defaultLocale = document.locales.find((locale) => locale.is_default)?.code ?? 'en-GB';
  return {
    id: document.id,
    slug: document.slug,
    fqdn: document.fqdn,
    views,
    defaultView: views[defaultLocale],
  };
}

/** Brand chosen per request: BRAND override, else the Host header's name, else the default brand. */
export class BrandDirectory {
  private readonly byFqdn: Map<string, BrandEntry>;
  private readonly fallback: BrandEntry;
  private readonly overrideActive: boolean;

  constructor(documents: { document: SeedBrand; isDefault: boolean }[], override: string | undefined) {
    const entries = documents.map((row) => ({ entry: toEntry(row.document), isDefault: row.isDefault }));
    this.byFqdn = new Map(entries.map(({ entry }) => [entry.fqdn.toLowerCase(), entry]));
    const overridden = override ? entries.find(({ entry }) => entry.slug === override) : undefined;
    if (override && !overridden) throw new Error(`BRAND=${override} names no brand`);
    const chosen = overridden ?? entries.find((row) => row.isDefault) ?? entries[0];
    if (!chosen) throw new Error('The database holds no brand');
    this.fallback = chosen.entry;
    this.overrideActive = Boolean(overridden);
  }

  resolve(host: string | undefined): BrandEntry {
    if (this.overrideActive || !host) return this.fallback;
    const name = host.replace(/:\d+$/, '').toLowerCase();
    return this.byFqdn.get(name) ?? this.fallback;
  }

  all(): BrandEntry[] {
    return [...new Set([...this.byFqdn.values(), this.fallback])];
  }
}
