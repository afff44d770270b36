import type { Brand } from '@contract/brand';
import { CartLink } from './CartLink';
import { HelpContact } from './HelpContact';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMenu } from './LogoMenu';
import { PanelBackLink } from './PanelBackLink';
import { SalesAgentMenu } from './SalesAgentMenu';
import { UserMenu } from './UserMenu';

/**
 * The page header: the logo with its menu, the header's controls, and the cart link last. On a
 * phone the cart link stays on the logo's line and the controls take a line of their own
 * (layout.css).
 */
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
      </div>
      <CartLink />
    </header>
  );
}
