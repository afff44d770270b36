import type { RouteId } from '@machines/shared/routes';
import type { MessageKey } from '@web/i18n/catalogues';
import { FieldsScreen } from './FieldsScreen';
import { usePostfillFields } from './use-postfill-fields';

/** A postfill screen: the postponed fields of the product, addon, upsell or domain on show. */
export function PostfillFieldsScreen({ route, title }: { route: RouteId; title: MessageKey }) {
  return <FieldsScreen route={route} fallbackTitle={title} model={usePostfillFields()} />;
}
