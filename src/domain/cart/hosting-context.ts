import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';
import { createCartItem } from './create-item';
import { HOSTING_NUMBER_KEY } from './hosting-number';
import type { RandomBytes } from './row-id';

function withHostingNumber(item: CartItem, hostingNumber: string): CartItem {
  const others = item.product.informations.filter((entry) => entry.key !== HOSTING_NUMBER_KEY);
  return {
    ...item,
    product: {
      ...item.product,
      informations: [...others, { key: HOSTING_NUMBER_KEY, value: hostingNumber }],
    },
  };
}

/** The active product the cloud panel names by its external product id. */
export const productByExternalId = (externalProductId: string, ctx: CatalogueContext) =>
  Object.values(ctx.productsById).find(
    (product) => product.is_active && product.external_product_id === externalProductId,
  );

/**
 * The row a cloud-panel visitor starts with (checkout spec section 4, OAuth ready): the product of
 * the panel's external product id, else the domain-only product; with the hosting number when the
 * visitor came for a hosting subscription. Null when neither product can be ordered.
 */
export function createCloudPanelItem(
  request: { externalProductId: string | null; hostingNumber: string | null },
  ctx: CatalogueContext,
  random?: RandomBytes,
): CartItem | null {
  const product =
    request.externalProductId === null ? undefined : productByExternalId(request.externalProductId, ctx);
  const item = createCartItem(product?.id ?? ctx.domainOnlyProductId, ctx, random);
  if (!item) return null;
  return request.hostingNumber === null ? item : withHostingNumber(item, request.hostingNumber);
}
