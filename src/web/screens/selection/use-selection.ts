import type { CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { CatalogueContext } from '@domain/catalogue-context';
import { type ProductSelectionSnapshot, shownRow } from '@machines/product-selection/selectors';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';

export interface Selection {
  snapshot: ProductSelectionSnapshot;
  catalogue: CatalogueContext;
  /** The row the steps work on, and its product. */
  row: CartItem | undefined;
  product: Product | undefined;
  /** A save or check is running: buttons wait. */
  busy: boolean;
  send: ReturnType<typeof useWizard>['send'];
}

/** The product-selection area as its screens read it; null while it does not run. */
export function useSelection(): Selection | null {
  const snapshot = useAreaState('productSelection');
  const { send } = useWizard();
  if (!snapshot) return null;
  const row = shownRow(snapshot);
  const catalogue = snapshot.context.catalogue;
  return {
    snapshot,
    catalogue,
    row,
    product: row ? catalogue.productsById[row.product.id] : undefined,
    busy: snapshot.hasTag('busy'),
    send,
  };
}
