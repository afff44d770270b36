import type { Brand } from '@contract/brand';
import { useEffect } from 'react';

/** Brand colours as CSS custom properties on <html>, plus the brand's favicon. */
export function useBrandTheme(brand: Brand): void {
  const { colors, fav_icon } = brand.properties;

  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--brand-primary', colors.primary);
    style.setProperty('--brand-secondary', colors.secondary);
    style.setProperty('--brand-text', colors.text);
    style.setProperty('--brand-background', colors.background);
  }, [colors.primary, colors.secondary, colors.text, colors.background]);

  useEffect(() => {
    if (!fav_icon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = fav_icon;
  }, [fav_icon]);
}
