import type { Notice } from '@contract/common';
import type { FieldError } from '@domain/validation/additional-fields/field-error';

/**
 * Notices this machine emits beyond those of src/domain (catalogue spec section 8). Message keys
 * of the web catalogues; the product-not-available and max-amount notices come from
 * `canAddProduct` (src/domain/cart).
 */
const notice = (
  type: Notice['type'],
  title: string,
  message: string,
  values: Notice['values'] = {},
): Notice => ({ type, title, message, values, preserveRouteChange: true });

/** A call failed (saving the cart, validating fields): the spec's generic error. */
export const genericErrorNotice = (): Notice =>
  notice('error', 'error.something_went_wrong', 'error.generic');

/** The chosen term would drop a non-removable addon (spec: addons with unsupported runtime). */
export const unsupportedRuntimeNotice = (addons: readonly string[]): Notice =>
  notice('warning', 'periods.addons_unsupported_runtime_title', 'periods.addons_unsupported_runtime_body', {
    addons: addons.join(', '),
  });

/** Contract transfer: the transfer product cannot be added. */
export const transferProductUnavailableNotice = (): Notice =>
  notice(
    'error',
    'contract_transfer.product_unavailable_title',
    'contract_transfer.product_unavailable_body',
  );

/** Contract transfer: the validation service failed. */
export const transferServiceUnavailableNotice = (): Notice =>
  notice(
    'error',
    'contract_transfer.service_unavailable_title',
    'contract_transfer.service_unavailable_body',
  );

/** Contract transfer: the first error of the transfer id, from the rule engine. */
export function transferRuleErrorNotice(error: FieldError): Notice {
  const values: Record<string, string | number> = { label: error.values.label };
  if (error.values.length !== undefined) values.length = error.values.length;
  if (error.values.other !== undefined) values.other = error.values.other;
  return notice('error', 'contract_transfer.invalid_id_title', error.key, values);
}

/** Contract transfer: the first error of the transfer id, as the server wrote it. */
export const transferServerErrorNotice = (message: string): Notice =>
  notice('error', 'contract_transfer.invalid_id_title', message);
