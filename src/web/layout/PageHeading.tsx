import { useCurrentBrand } from '@web/app/brand-context';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStaticShellHandover } from './static-shell';

/**
 * The page's h1; it also sets the document title. Focusable (tabIndex -1) so navigation can move
 * focus to it (see use-navigation-effects).
 */
export function PageHeading({ title }: { title: string }) {
  const intl = useIntl();
  const brand = useCurrentBrand();
  const documentTitle = intl.formatMessage({ id: 'app.page_title' }, { page: title, brand: brand.name });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useStaticShellHandover();

  return (
    <h1 className="page-heading" tabIndex={-1}>
      {title}
    </h1>
  );
}
