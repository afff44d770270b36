import type { Brand } from '@contract/brand';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The logo with its popover (checkout spec section 5): back to the brand's website, or to the
 * products overview. A native popover: Escape and a click outside close it.
 */
export function LogoMenu({ brand }: { brand: Brand }) {
  const intl = useIntl();
  const id = useId();
  const menuId = `logo-menu-${id.replace(/:/g, '')}`;
  return (
    <div className="logo-menu">
      <button
        type="button"
        className="brand-logo"
        popoverTarget={menuId}
        aria-label={intl.formatMessage({ id: 'header.logo_menu' }, { brand: brand.name })}
      >
        {/* The size reserves the logo's place before it loads (brand logos are 40 px high, about 5:1). */}
        <img src={brand.properties.logo} alt="" width={200} height={40} />
      </button>
      <div id={menuId} popover="auto" className="logo-menu-popover">
        <ul>
          <li>
            <a href={brand.properties.website_url}>
              <FormattedMessage id="header.back_to_website" values={{ brand: brand.name }} />
            </a>
          </li>
          <li>
            <Link to="/categories" onClick={() => document.getElementById(menuId)?.hidePopover()}>
              <FormattedMessage id="header.products_overview" />
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
