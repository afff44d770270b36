import type { Product } from '@contract/catalogue';
import type { CatalogueContext } from '@domain/catalogue-context';
import { promotionSavingLabel } from '@domain/labels/promotion-label';
import { productFromPrice } from '@domain/prices/from-price';
import { ShownPriceText } from '@web/components/price/ShownPriceText';
import { useLabel } from '@web/format/use-label';
import { useMoney } from '@web/format/use-money';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  product: Product;
  /** The brand's automatic promotions: the card shows the lowest price with the best of them. */
  promotions: Pick<CatalogueContext, 'promotions' | 'brand'> | null;
  /** Reports the user's choice; the next step is the product-selection machine's decision. */
  onOrder: (productId: number) => void;
}

/**
 * A product card: name, tagline and the lowest monthly price a visitor can get over its terms
 * ("from" when other terms cost more), with the promotion that lowers it and how long that lasts.
 */
export function ProductCard({ product, promotions, onOrder }: Props) {
  const label = useLabel();
  const { withVat } = useMoney();
  const headingId = useId();
  const fromPrice = productFromPrice(product, promotions, { withVat });
  const promotion = fromPrice?.price.reason === 'promotion' ? fromPrice.promotion : null;

  return (
    <article className="card product-card" aria-labelledby={headingId} data-highlight={product.is_highlight}>
      <h2 id={headingId} className="card-title">
        {product.name}
      </h2>
      {product.tagline ? <p className="card-text product-tagline">{product.tagline}</p> : null}
      {fromPrice ? (
        <p className="product-price">
          {promotion ? (
            <>
              <span className="product-promo-text">{label(promotionSavingLabel(promotion))}</span>{' '}
            </>
          ) : null}
          <ShownPriceText price={fromPrice.price} />
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
