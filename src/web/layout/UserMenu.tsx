import { isExistingCustomer } from '@domain/roles/checkout-flow';
import { Link } from '@tanstack/react-router';
import { useSessionCustomer } from '@web/api/queries/checkout';
import { FormattedMessage } from 'react-intl';

/** For a logged-in existing customer: who is logged in, and the account change (log out). */
export function UserMenu() {
  const customer = useSessionCustomer();
  const data = customer.data;
  if (!data || !isExistingCustomer(data.customer_number)) return null;
  const name = [data.basicInfo?.first_name, data.basicInfo?.last_name].filter(Boolean).join(' ');
  return (
    <nav className="user-menu" aria-labelledby="user-menu-label">
      <span id="user-menu-label">
        <FormattedMessage id="header.user" values={{ name: name || data.customer_number }} />
      </span>{' '}
      <Link to="/customer/logout">
        <FormattedMessage id="header.change_account" />
      </Link>
    </nav>
  );
}
