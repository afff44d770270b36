import type { Brand } from '@contract/brand';
import { CartLink } from './CartLink';
import { HelpContact } from './HelpContact';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMenu } from './LogoMenu';
import { PanelBackLink } from './PanelBackLink';
import { SalesAgentMenu } from './SalesAgentMenu';
import { UserMenu } from './UserMenu';

export function Header({ brand }: { brand: Brand }) {
  return (
    <header className="page-header">
      <LogoMenu brand={brand} />
      <div className="page-header-actions">
        <SalesAgentMenu />
        <PanelBackLink />
        <UserMenu />
        <HelpContact brand={brand} />
        <LanguageSwitcher brand={brand} />
        <CartLink />
      </div>
    </header>
  );
}
