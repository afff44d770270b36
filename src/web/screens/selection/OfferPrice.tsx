import type { ElementPrice } from '@domain/prices/element-price';
import { useMoney } from '@web/format/use-money';
import { FormattedMessage } from 'react-intl';

/** An addon's or upsell's price: per month (plus a setup fee if any), or once for one-time items. */
export function OfferPrice({ price }: { price: ElementPrice | null }) {
  const { format, vatNoteId } = useMoney();
  if (!price) return null;
  const vat = <FormattedMessage id={vatNoteId} />;
  if (price.oneTime) {
    return (
      <span className="offer-price">
        <FormattedMessage id="selection.price_once" values={{ price: format(price.setupFee) }} /> {vat}
      </span>
    );
  }
  return (
    <span className="offer-price">
      <FormattedMessage id="selection.price_per_month" values={{ price: format(price.monthly) }} /> {vat}
      {price.setupFee.netCents > 0 ? (
        <>
          {' '}
          <FormattedMessage id="selection.setup_fee" values={{ price: format(price.setupFee) }} />
        </>
      ) : null}
    </span>
  );
}
