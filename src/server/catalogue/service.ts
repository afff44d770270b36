import type { LocaleCode } from '@contract/common';
import type { Database } from '../db/client';
import { EncodedResponses } from '../http/encoded-responses';
import type { BrandEntry } from './brands';
import { BrandDirectory } from './brands';
import { type CatalogueDocuments, readCatalogueDocuments } from './documents';
import { buildCatalogueView, type CatalogueView, catalogueViewAtVat } from './views';

/**
 * The catalogue is read from the database once and served from memory, one view per brand and
 * locale, built on first use. `reload()` re-reads the database (after a catalogue change); the
 * catalogue changes only through seeding, so every process of a scale-out reads the same.
 */
export class CatalogueService {
  private views = new Map<string, CatalogueView>();
  /** The catalogue calls' answers, serialised and compressed, per brand and locale. */
  readonly responses = new EncodedResponses();

  private constructor(
    private readonly db: Database,
    private documents: CatalogueDocuments,
    private brandDirectory: BrandDirectory,
    private readonly brandOverride: string | undefined,
  ) {}

  static async load(db: Database, brandOverride: string | undefined): Promise<CatalogueService> {
    const documents = await readCatalogueDocuments(db);
    return new CatalogueService(
      db,
      documents,
      new BrandDirectory(documents.brands, brandOverride),
      brandOverride,
    );
  }

  get brands(): BrandDirectory {
    return this.brandDirectory;
  }

  /**
   * The brand's catalogue in a locale; with `vatPercent`, its prices at that VAT percent instead of
   * the catalogue's own (a customer in another country than the brand's, see session-vat.ts).
   */
  view(brand: BrandEntry, locale: LocaleCode, vatPercent: number | null = null): CatalogueView {
    const key = `${brand.id}:${locale}`;
    let view = this.views.get(key);
    if (!view) {
      view = buildCatalogueView(this.documents, { id: brand.id, view: brand.views[locale] }, locale);
      this.views.set(key, view);
    }
    if (vatPercent === null) return view;
    const ratedKey = `${key}:vat:${vatPercent}`;
    let rated = this.views.get(ratedKey);
    if (!rated) {
      rated = catalogueViewAtVat(view, vatPercent);
      this.views.set(ratedKey, rated);
    }
    return rated;
  }

  async reload(): Promise<void> {
    this.documents = await readCatalogueDocuments(this.db);
    this.brandDirectory = new BrandDirectory(this.documents.brands, this.brandOverride);
    this.views = new Map();
    this.responses.clear();
  }
}
