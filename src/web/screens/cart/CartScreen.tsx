import { useCart } from '@web/api/queries/cart';
import { PageHeading } from '@web/layout/PageHeading';
import { QueryState } from '@web/layout/QueryState';
import { FormattedMessage, useIntl } from 'react-intl';

/** `/cart`: placeholder until the cart issue; shows only how many rows the cart holds. */
export function CartScreen() {
  const intl = useIntl();
  const cart = useCart();
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: 'cart.title' })} />
      <QueryState isError={!cart.data && cart.isError} isLoading={!cart.data}>
        <p>
          <FormattedMessage id="cart.item_count" values={{ count: cart.data?.data.items.length ?? 0 }} />
        </p>
      </QueryState>
    </>
  );
}
