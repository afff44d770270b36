import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleCode } from '@contract/common';
import type { PageConfig } from '@contract/page-config';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { VisitorBrand } from '../routes/brand';
import { inlineLinkedStyles, inlineStyleOf } from './inline-styles';
import { shellHeading, staticShellHtml } from './static-shell';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The categories of the request's brand in a locale (slug and name), for a products page's heading. */
export type CategoriesOf = (
  request: FastifyRequest,
  locale: LocaleCode,
) => ReadonlyArray<{ slug: string; name: string }>;

/**
 * The app shell (index.html) as each request gets it: the page configuration embedded as the root
 * element's `data-page-config` attribute (JSON, attribute-escaped: no inline script, so the CSP
 * stays script-free; with the session's locale and the brand as the API gives them), the app's
 * and the brand's style sheets (`/brands/{slug}/style.css`) inside the page rather than linked
 * (inline-styles.ts: the first paint waits for no request but the page), the session's locale as
 * the document's language (screen readers read the page in it before any script runs) and the
 * static shell of the layout: the brand's logo and the page's heading, shown before the app's
 * scripts have run (static-shell.ts).
 */
export class AppShell {
  private readonly template: string;
  /** Each brand's style element (its file read once), by brand slug. */
  private readonly brandStyles = new Map<string, string>();

  constructor(
    private readonly staticDir: string,
    private readonly config: Pick<Config, 'env' | 'pageConfig'>,
    private readonly brandOf: VisitorBrand,
    private readonly categoriesOf: CategoriesOf,
  ) {
    this.template = inlineLinkedStyles(readFileSync(join(staticDir, 'index.html'), 'utf8'), staticDir);
  }

  private brandStyle(slug: string): string {
    let style = this.brandStyles.get(slug);
    if (style === undefined) {
      const href = `/brands/${encodeURIComponent(slug)}/style.css`;
      style = inlineStyleOf(this.staticDir, href) ?? `<link rel="stylesheet" href="${href}" />`;
      this.brandStyles.set(slug, style);
    }
    return style;
  }

  async render(request: FastifyRequest): Promise<string> {
    const slug = request.brand().slug;
    // Without the session store the page still goes out; the app then asks for both itself.
    const [locale, currentBrand] = await Promise.all([
      request.locale().catch(() => undefined),
      this.brandOf(request).catch(() => undefined),
    ]);
    const pageConfig: PageConfig = {
      brand: slug,
      env: this.config.env,
      error_reporting_dsn: this.config.pageConfig.errorReportingDsn,
      flash: this.config.pageConfig.flash,
      admin_panel_url: this.config.pageConfig.adminPanelUrl,
      locale,
      current_brand: currentBrand,
    };
    const attribute = `data-page-config="${escapeAttribute(JSON.stringify(pageConfig))}"`;
    const style = this.brandStyle(slug);
    const [pathname = '/', query = ''] = request.url.split('#', 1)[0]?.split('?', 2) ?? [];
    const shell =
      locale && currentBrand
        ? staticShellHtml(
            { name: currentBrand.name, logo: currentBrand.properties.logo },
            shellHeading({
              pathname,
              search: new URLSearchParams(query),
              locale,
              categoryName: (category) =>
                this.categoriesOf(request, locale).find((candidate) => candidate.slug === category)?.name,
            }),
          )
        : '';
    const page = locale
      ? this.template.replace(/<html(?: lang="[^"]*")?>/, `<html lang="${locale}">`)
      : this.template;
    return page
      .replace('<div id="root">', `${shell}<div id="root" ${attribute}>`)
      .replace('</head>', `${style}</head>`);
  }
}
