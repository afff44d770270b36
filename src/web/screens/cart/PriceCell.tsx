import type { LinePrice } from '@domain/prices/cart-prices';
import { type CartPriceDisplay, isCartPriceShown } from '@domain/prices/price-visibility';
import { useMoney } from '@web/format/use-money';
import { FormattedMessage } from 'react-intl';

/** A cart line's price: per month (or once), a setup fee if any; hidden where the brand hides it. */
export function PriceCell({ line, display }: { line: LinePrice | undefined; display: CartPriceDisplay }) {
  const { format } = useMoney();
  if (!line) return null;
  const monthly = line.element.oneTime ? null : line.monthly;
  const showMonthly = monthly !== null && isCartPriceShown(monthly.grossCents, display);
  const showSetup = line.setupFee.netCents > 0 && isCartPriceShown(line.setupFee.grossCents, display);
  const regular = line.element.monthly;
  const promoted = line.promotion !== null && monthly !== null && monthly.netCents !== regular.netCents;
  return (
    <span className="cart-price">
      {showMonthly ? (
        <span>
          {promoted ? <s className="cart-price-regular">{format(regular)}</s> : null}{' '}
          <FormattedMessage id="selection.price_per_month" values={{ price: format(monthly) }} />
        </span>
      ) : null}
      {showSetup ? (
        <span className="cart-price-setup">
          <FormattedMessage
            id={line.element.oneTime ? 'selection.price_once' : 'cart_screen.setup_fee'}
            values={{ price: format(line.setupFee) }}
          />
        </span>
      ) : null}
    </span>
  );
}
