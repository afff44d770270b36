import type { AddressInfo } from '@contract/customer';
import { z } from 'zod/mini';
import { LIMITS } from '../limits';
import { isValidPhone } from '../phone';
import { customerKey } from './message-keys';
import { firstFailing, maxLength, requiredText } from './text';

const withMax = (field: string, max: number) =>
  requiredText(customerKey(field, 'required'), [[maxLength(max), customerKey(field, 'max_length')]]);

/**
 * Address form (checkout spec section 5). Keys: `customer.form_validation.` + `street_required`,
 * `street_max_length` (200), `postal_code_required`, `postal_code_max_length` (10),
 * `city_required`, `city_max_length` (100), `country_code_required`, `country_code_invalid`
 * (ours: not two letters), `phone_required`, `phone_invalid` (ours: other than digits, spaces and
 * plus, or no digit). Output: texts trimmed, country code upper case.
 */
export const AddressForm = z.object({
  street: withMax('street', LIMITS.streetMax),
  postal_code: withMax('postal_code', LIMITS.postalCodeMax),
  city: withMax('city', LIMITS.nameMax),
  country_code: z.string({ error: customerKey('country_code', 'required') }).check(
    z.trim(),
    z.toUpperCase(),
    z.superRefine(
      firstFailing([
        [(text) => text !== '', customerKey('country_code', 'required')],
        [(text) => /^[A-Z]{2}$/.test(text), customerKey('country_code', 'invalid')],
      ]),
    ),
  ),
  phone: requiredText(customerKey('phone', 'required'), [[isValidPhone, customerKey('phone', 'invalid')]]),
}) satisfies z.ZodMiniType<AddressInfo, unknown>;
export type AddressFormInput = z.input<typeof AddressForm>;
