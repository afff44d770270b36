import { Link } from '@tanstack/react-router';
import { useCartCount } from '@web/api/queries/cart';
import { useClientValues } from '@web/storage/use-client-values';
import { FormattedMessage, useIntl } from 'react-intl';

function CartIcon() {
  return (
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
  );
}

/**
 * Cart link with the number of cart rows; its accessible name reads e.g. "Cart, 2 items". A
 * visitor from the cloud panel (single sign-on) sees the count but cannot navigate with it
 * (catalogue spec section 6): their flow goes from the domain selection straight to confirm.
 */
export function CartLink() {
  const intl = useIntl();
  const count = useCartCount();
  const fromCloudPanel = Boolean(useClientValues().cloud_pit_data);
  const label = intl.formatMessage({ id: 'header.cart_link' }, { count });
  const content = (
    <>
      <CartIcon />
      <span className="cart-link-text">
        <FormattedMessage id="header.cart" />
      </span>
      <span className="cart-count">{count}</span>
    </>
  );
  if (fromCloudPanel) {
    return (
      <span className="cart-link cart-link-static" role="status" aria-label={label}>
        {content}
      </span>
    );
  }
  return (
    <Link to="/cart" className="cart-link" aria-label={label}>
      {content}
    </Link>
  );
}
