import { PageConfig } from '@contract/page-config';

/**
 * The page configuration the server embedded in the app shell (`data-page-config` of #root); null
 * when missing or unreadable (the Vite dev server's shell, an old cached page).
 */
export function readPageConfig(
  root: HTMLElement | null = document.getElementById('root'),
): PageConfig | null {
  const raw = root?.dataset.pageConfig;
  if (!raw) return null;
  try {
    const parsed = PageConfig.safeParse(JSON.parse(raw));
    // The brand in it is the server's own answer, taken as typed as callApi takes the API's.
    return parsed.success ? (parsed.data as PageConfig) : null;
  } catch {
    return null;
  }
}
