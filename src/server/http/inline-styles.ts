import { readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/**
 * Whether a style sheet reads the same inside the page as from its own address: nothing that ends
 * the style element, and no `url()` relative to the sheet's folder (in the page it would resolve
 * against the page's address instead).
 */
export function canInline(css: string): boolean {
  if (/<\/style/i.test(css)) return false;
  const urls = css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi);
  return [...urls].every(([, , target = '']) => /^(?:\/|data:|https?:|#)/i.test(target));
}

/**
 * The style sheet a page links at `href` (an address under the built app, e.g.
 * `/assets/index-DF92O1fi.css`) as a style element, or undefined when it is not a file of the build
 * or cannot be inlined.
 */
export function inlineStyleOf(staticDir: string, href: string): string | undefined {
  const path = normalize(join(staticDir, decodeURIComponent(href)));
  if (!path.startsWith(normalize(staticDir) + sep) || !path.endsWith('.css')) return undefined;
  let css: string;
  try {
    css = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  return canInline(css) ? `<style>${css}</style>` : undefined;
}

/**
 * The page with every style sheet it links from the build replaced by its content: the browser
 * paints the page as soon as the HTML is there, instead of first asking for each sheet (one round
 * trip more on a slow mobile network before anything is seen). Sheets it cannot inline stay links.
 */
export function inlineLinkedStyles(html: string, staticDir: string): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    return (href && inlineStyleOf(staticDir, href)) ?? link;
  });
}
