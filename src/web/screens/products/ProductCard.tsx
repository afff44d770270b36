import type { Product } from '@contract/catalogue';
import { monthlyFromPrice } from '@domain/prices/from-price';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  product: Product;
  /** Whether prices are shown including VAT (session VAT data). */
  withVat: boolean;
  /** Reports the user's choice; the next step is the product-selection machine's decision. */
  onOrder: (productId: number) => void;
}

export function ProductCard({ product, withVat, onOrder }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const fromPrice = monthlyFromPrice(product);
  const amount = fromPrice ? (withVat ? fromPrice.gross : fromPrice.net) : null;

  return (
    <article className="card product-card" aria-labelledby={headingId} data-highlight={product.is_highlight}>
      <h2 id={headingId} className="card-title">
        {product.name}
      </h2>
      {product.tagline ? <p className="card-text product-tagline">{product.tagline}</p> : null}
      {amount !== null ? (
        <p className="product-price">
          <span className="product-price-amount">
            <FormattedMessage
              id="products.from_price"
              values={{ price: intl.formatNumber(amount, { style: 'currency', currency: 'EUR' }) }}
            />
          </span>{' '}
          <span className="product-price-vat">
            <FormattedMessage id={withVat ? 'products.incl_vat' : 'products.excl_vat'} />
          </span>
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
