import type { LocaleCode } from '@contract/common';
import { type PageTitleKey, pageTitles } from '@domain/labels/page-titles';

/**
 * The routes whose page title the shell shows: pattern over the path, the title's key, and whether
 * the page shows the checkout breadcrumb above its heading (machines/shared/view.ts).
 */
const TITLED_ROUTES: ReadonlyArray<readonly [RegExp, PageTitleKey, 'breadcrumb'?]> = [
  [/^\/categories$/, 'categories.title'],
  [/^\/products\/[^/]+$/, 'products.title'],
  [/^\/domains\/lookup$/, 'domains.lookup.title'],
  [/^\/cart$/, 'cart.title', 'breadcrumb'],
  [/^\/customer\/login-or-register$/, 'customer.login_or_register.title', 'breadcrumb'],
  [/^\/customer\/address$/, 'customer.address.title', 'breadcrumb'],
  [/^\/customer\/payment$/, 'customer.payment.title', 'breadcrumb'],
  [/^\/confirm(?:\/[^/]+)?$/, 'confirm.title', 'breadcrumb'],
];

export interface ShellPage {
  /** The address without query, e.g. `/products/webhosting`. */
  pathname: string;
  search: URLSearchParams;
  locale: LocaleCode;
  /** The name of the category a products page lists, which is its heading (undefined: unknown). */
  categoryName: (slug: string) => string | undefined;
}

export interface ShellHeading {
  text: string;
  /** Whether the app shows the breadcrumb above it, whose place the shell keeps. */
  withBreadcrumb: boolean;
}

/**
 * The heading the app shows on a page, as far as the address tells it: the page's title in the
 * visitor's language, on a products page the category's name. None for a page whose heading
 * depends on more (the categories for a searched domain, the wizard's own steps).
 */
export function shellHeading(page: ShellPage): ShellHeading | undefined {
  const path = page.pathname.length > 1 ? page.pathname.replace(/\/$/, '') : page.pathname;
  const [, key, breadcrumb] = TITLED_ROUTES.find(([pattern]) => pattern.test(path)) ?? [];
  if (!key) return undefined;
  if (key === 'categories.title' && page.search.has('d')) return undefined;
  const withBreadcrumb = breadcrumb === 'breadcrumb';
  if (key === 'products.title') {
    const slug = decodeURIComponent(path.split('/')[2] ?? '');
    return { text: page.categoryName(slug) ?? pageTitles[page.locale][key], withBreadcrumb };
  }
  return { text: pageTitles[page.locale][key], withBreadcrumb };
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A static copy of the layout's top: the brand's logo (named by the brand) in the header and the
 * page's heading, with the class names of the app's own layout, so its style sheets place them
 * where the app will. The browser paints it before any script runs; the app renders hidden beside
 * it (layout.css) and removes it when it shows its page (src/web/layout/static-shell.ts).
 */
export function staticShellHtml(
  brand: { name: string; logo: string },
  heading: ShellHeading | undefined,
): string {
  const logo = `<img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}" width="200" height="40" />`;
  // The place of the breadcrumb, unseen, as the app holds it before its wizard has started.
  const breadcrumb = heading?.withBreadcrumb
    ? '<div class="breadcrumb breadcrumb-held" aria-hidden="true"><ol><li>&#160;</li></ol></div>'
    : '';
  const title = heading ? `${breadcrumb}<h1 class="page-heading">${escapeHtml(heading.text)}</h1>` : '';
  return (
    `<div id="static-shell" class="page">` +
    `<header class="page-header"><div class="logo-menu"><span class="brand-logo">${logo}</span></div></header>` +
    `<main class="page-main">${title}</main>` +
    `</div>`
  );
}
