import { setupFeeLabel, shownPriceLabels } from '@domain/labels/price-label';
import type { ShownPrice } from '@domain/prices/shown-price';
import { useLabel } from '@web/format/use-label';
import { useMoney } from '@web/format/use-money';
import { FormattedMessage } from 'react-intl';
import './price.css';

interface Props {
  price: ShownPrice;
  /** Say "incl. VAT" (or its variant) after the amount; off where a column or total says it. */
  vatNote?: boolean;
  /** Show the setup fee beside a recurring price (off where the fee has a line of its own). */
  setupFee?: boolean;
}

/**
 * A price as a visitor reads it, the same on every screen: the amount with its period, how long a
 * promotion or free first year lasts and what follows ("€0.00 per month for the first month, then
 * €4.75"), a struck-through regular amount for a promotion that lasts, the VAT note and the setup
 * fee. The words come from the rules (`shownPriceLabels`, `setupFeeLabel`).
 */
export function ShownPriceText({ price, vatNote = true, setupFee = true }: Props) {
  const label = useLabel();
  const { format, withVat, vatNoteId } = useMoney();
  const fee = setupFee ? setupFeeLabel(price, withVat) : null;
  const struck = price.reason === 'promotion' && price.introMonths === null;
  return (
    <span className="shown-price">
      {struck ? (
        <>
          <s className="shown-price-regular">{format(price.regular)}</s>{' '}
        </>
      ) : null}
      <span className="shown-price-amount">{shownPriceLabels(price, withVat).map(label).join(', ')}</span>
      {vatNote ? (
        <>
          {' '}
          <span className="shown-price-vat">
            <FormattedMessage id={vatNoteId} />
          </span>
        </>
      ) : null}
      {fee ? (
        <>
          {' '}
          <span className="shown-price-setup">{label(fee)}</span>
        </>
      ) : null}
    </span>
  );
}
