import type { Brand } from '@contract/brand';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { CartLink } from './CartLink';
import { HelpContact } from './HelpContact';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SalesAgentMenu } from './SalesAgentMenu';

export function Header({ brand }: { brand: Brand }) {
  const intl = useIntl();
  return (
    <header className="page-header">
      <Link
        to="/categories"
        className="brand-logo"
        aria-label={intl.formatMessage({ id: 'header.home_link' }, { brand: brand.name })}
      >
        <img src={brand.properties.logo} alt="" height={40} />
      </Link>
      <div className="page-header-actions">
        <SalesAgentMenu />
        <HelpContact brand={brand} />
        <LanguageSwitcher brand={brand} />
        <CartLink />
      </div>
    </header>
  );
}
