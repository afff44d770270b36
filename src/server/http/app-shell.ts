import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageConfig } from '@contract/page-config';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { VisitorBrand } from '../routes/brand';
import { RoutePreloads } from './route-preloads';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The app shell (index.html) as each request gets it: the page configuration embedded as the root
 * element's `data-page-config` attribute (JSON, attribute-escaped: no inline script, so the CSP
 * stays script-free; with the session's locale and the brand as the API gives them), the brand's
 * style file (`/brands/{slug}/style.css`), the session's locale as the document's language (screen
 * readers read the page in it before any script runs) and the scripts the requested route will
 * load (route-preloads.ts).
 */
export class AppShell {
  private readonly template: string;
  private readonly preloads: RoutePreloads | null;

  constructor(
    staticDir: string,
    private readonly config: Pick<Config, 'env' | 'pageConfig'>,
    private readonly brandOf: VisitorBrand,
  ) {
    this.template = readFileSync(join(staticDir, 'index.html'), 'utf8');
    this.preloads = RoutePreloads.read(staticDir);
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
    const style = `<link rel="stylesheet" href="/brands/${encodeURIComponent(slug)}/style.css" />`;
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    // After the app's own start, which the template names first: that is needed first.
    const preloads = (this.preloads?.scriptsFor(pathname, locale) ?? [])
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`)
      .join('');
    const shell = locale
      ? this.template.replace(/<html(?: lang="[^"]*")?>/, `<html lang="${locale}">`)
      : this.template;
    return shell
      .replace('<div id="root">', `<div id="root" ${attribute}>`)
      .replace('</head>', `${style}${preloads}</head>`);
  }
}
