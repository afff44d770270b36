import { Outlet, useRouterState } from '@tanstack/react-router';
import { useCurrentBrand } from '@web/app/brand-context';
import { NotificationArea } from '@web/notifications/NotificationArea';
import { FormattedMessage } from 'react-intl';
import { Breadcrumb } from './Breadcrumb';
import { FlashMessage } from './FlashMessage';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { useStaticShellHandover } from './static-shell';
import { useBrandTheme } from './use-brand-theme';
import { useNavigationEffects } from './use-navigation-effects';

export const mainId = 'main-content';

/**
 * Page frame of every screen: header, main landmark with the routed screen, footer. It takes over
 * from the server's static shell once the first route has loaded its screen.
 */
export function Layout() {
  const brand = useCurrentBrand();
  useBrandTheme(brand);
  useNavigationEffects();
  useStaticShellHandover(useRouterState({ select: (state) => state.status === 'idle' }));
  return (
    <div className="page">
      <a className="skip-link" href={`#${mainId}`}>
        <FormattedMessage id="app.skip_to_content" />
      </a>
      <LoadingBar />
      <Header brand={brand} />
      <FlashMessage />
      <main id={mainId} className="page-main" tabIndex={-1}>
        <Breadcrumb />
        <NotificationArea />
        <Outlet />
      </main>
      <Footer brand={brand} />
    </div>
  );
}
