import { z } from 'zod';
import { BoundedText } from './common';

/** What a field belongs to. The spec names product and domain; addon and upsell are our addition. */
export const FieldOwnerType = z.enum(['product', 'addon', 'upsell', 'domain']);
export type FieldOwnerType = z.infer<typeof FieldOwnerType>;

/**
 * A field value as the forms send it (same kinds as the cart's `FieldValue`), with server-protection
 * caps: text 1000 characters, at most 12 person entries (tenant rule: 11 more people, src/domain).
 */
export const BoundedFieldValue = z.union([
  BoundedText,
  z.number().finite(),
  z.boolean(),
  z.array(z.record(z.string().max(64), BoundedText)).max(12),
  z.null(),
]);

export const FieldToValidate = z.object({
  /** Id of the additional field definition. */
  id: z.number().int().positive(),
  value: BoundedFieldValue,
  type: FieldOwnerType,
});
export type FieldToValidate = z.infer<typeof FieldToValidate>;

/** `POST /api/v2/additional-fields/validate`. */
export const ValidateFieldsBody = z.object({ fields: z.array(FieldToValidate).min(1).max(100) });
export type ValidateFieldsBody = z.infer<typeof ValidateFieldsBody>;

/**
 * Our choice of shape (spec: "errors in response field error"): 200 with the messages per field id
 * (decimal string key); fields without errors are absent and `valid` is true when none has errors.
 */
export const ValidateFieldsResponse = z.object({
  valid: z.boolean(),
  errors: z.record(z.string().regex(/^\d+$/), z.array(z.string())),
});
export type ValidateFieldsResponse = z.infer<typeof ValidateFieldsResponse>;
