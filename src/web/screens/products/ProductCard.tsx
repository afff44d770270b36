import type { Product } from '@contract/catalogue';
import { promotionSavingLabel } from '@domain/labels/promotion-label';
import { monthlyFromPrice } from '@domain/prices/from-price';
import type { ProductOffer } from '@domain/promotions/best-automatic';
import { useLabel } from '@web/format/use-label';
import { useMoney } from '@web/format/use-money';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  product: Product;
  /** The best automatic promotion of the product, if any (struck-through price and promo text). */
  offer: ProductOffer | null;
  /** Reports the user's choice; the next step is the product-selection machine's decision. */
  onOrder: (productId: number) => void;
}

export function ProductCard({ product, offer, onOrder }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const { format, withVat, vatNoteId } = useMoney();
  const headingId = useId();
  const fromPrice = monthlyFromPrice(product);
  const amount = fromPrice ? (withVat ? fromPrice.gross : fromPrice.net) : null;
  const vatNote = (
    <span className="product-price-vat">
      <FormattedMessage id={vatNoteId} />
    </span>
  );

  return (
    <article className="card product-card" aria-labelledby={headingId} data-highlight={product.is_highlight}>
      <h2 id={headingId} className="card-title">
        {product.name}
      </h2>
      {product.tagline ? <p className="card-text product-tagline">{product.tagline}</p> : null}
      {offer ? (
        <p className="product-price product-price-promoted">
          <span className="product-promo-text">{label(promotionSavingLabel(offer.promotion))}</span>{' '}
          <s className="product-price-regular">{format(offer.regular)}</s>{' '}
          <span className="product-price-amount">
            <FormattedMessage id="products.from_price" values={{ price: format(offer.promoted) }} />
          </span>{' '}
          {vatNote}
        </p>
      ) : amount !== null ? (
        <p className="product-price">
          <span className="product-price-amount">
            <FormattedMessage
              id="products.from_price"
              values={{ price: intl.formatNumber(amount, { style: 'currency', currency: 'EUR' }) }}
            />
          </span>{' '}
          {vatNote}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        aria-describedby={headingId}
        onClick={() => onOrder(product.id)}
      >
        <FormattedMessage id="products.order_now" />
      </button>
    </article>
  );
}
