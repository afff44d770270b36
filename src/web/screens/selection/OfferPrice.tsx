import { type OfferKind, offerShownPrice } from '@domain/cart/offer-price';
import { ShownPriceText } from '@web/components/price/ShownPriceText';
import type { Selection } from './use-selection';

interface Props {
  selection: Pick<Selection, 'snapshot' | 'catalogue'>;
  row: NonNullable<Selection['row']>;
  elementId: number;
  kind: OfferKind;
}

/**
 * An upsell's or addon's price under the row on its present term, exactly as the cart row, the
 * totals and the order overview show it once added (promotion and its duration included).
 */
export function OfferPrice({ selection, row, elementId, kind }: Props) {
  const price = offerShownPrice(selection.snapshot.context.cart, row, elementId, kind, selection.catalogue);
  if (!price) return null;
  return (
    <span className="offer-price">
      <ShownPriceText price={price} />
    </span>
  );
}
