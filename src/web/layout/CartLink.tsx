import { Link } from '@tanstack/react-router';
import { useCartCount } from '@web/api/queries/cart';
import { FormattedMessage, useIntl } from 'react-intl';

/** Cart link with the number of cart rows; its accessible name reads e.g. "Cart, 2 items". */
export function CartLink() {
  const intl = useIntl();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className="cart-link"
      aria-label={intl.formatMessage({ id: 'header.cart_link' }, { count })}
    >
      <svg className="cart-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="cart-link-text">
        <FormattedMessage id="header.cart" />
      </span>
      <span className="cart-count">{count}</span>
    </Link>
  );
}
