import type { FieldToValidate, ValidateFieldsBody, ValidateFieldsResponse } from '@contract/fields';
import { callApi } from '@web/api/client';
import { fieldsApi } from '@web/api/endpoints';
import { fromPromise } from 'xstate';

/**
 * `POST /api/v2/additional-fields/validate`: the server's errors per field id (spec sections 5, 7).
 * Nothing to check is valid without a call (the contract wants at least one field).
 */
export function validateFieldsCall(
  fields: readonly FieldToValidate[],
  signal: AbortSignal,
): Promise<ValidateFieldsResponse> {
  if (fields.length === 0) return Promise.resolve({ valid: true, errors: {} });
  return callApi(fieldsApi.validate, { body: { fields: [...fields] }, signal });
}

/** The `validateFields` actor of product selection (input: the fields). */
export const validateFieldList = fromPromise<ValidateFieldsResponse, readonly FieldToValidate[]>(
  ({ input, signal }) => validateFieldsCall(input, signal),
);

/** The `validateFields` actor of domain lookup and postfill (input: the request body). */
export const validateFieldsBody = fromPromise<ValidateFieldsResponse, ValidateFieldsBody>(
  ({ input, signal }) => validateFieldsCall(input.fields, signal),
);
