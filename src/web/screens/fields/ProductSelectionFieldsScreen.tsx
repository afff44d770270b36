import type { RouteId } from '@machines/shared/routes';
import type { MessageKey } from '@web/i18n/catalogues';
import { FieldsScreen } from './FieldsScreen';
import { useProductSelectionFields } from './use-product-selection-fields';

/** A product-selection fields screen (product, addon or popular-addon fields). */
export function ProductSelectionFieldsScreen({ route, title }: { route: RouteId; title: MessageKey }) {
  return <FieldsScreen route={route} fallbackTitle={title} model={useProductSelectionFields()} />;
}
