import type { BasicInfo } from '@contract/customer';
import { z } from 'zod/mini';
import { withoutControlCharacters } from '../control-characters';
import { LIMITS } from '../limits';
import { hasVisibleCharacter } from '../visible-text';
import { customerKey } from './message-keys';
import { firstFailing, maxLength, requiredText } from './text';
import { whenFieldsValid } from './when-fields-valid';

const email = z.email();
const isEmail = (text: string) => email.safeParse(text).success;

/**
 * Basic info form (checkout spec section 5), shared by the browser form and the server.
 * Keys: `customer.form_validation.` + `first_name_required`, `first_name_max_length`,
 * `last_name_required`, `last_name_max_length`, `email_required`, `email_valid_email`,
 * `gender_required`, `group_required`, `company_name_required`, `company_name_max_length`,
 * `company_vat_id_max_length` (limits in LIMITS.nameMax).
 * Output is the contract's BasicInfo: texts trimmed, spaces removed from the VAT id, company name
 * and VAT id null for private persons (group 1) and when empty.
 */
export const BasicInfoForm = z.pipe(
  z
    .object({
      group: z.union([z.literal(0), z.literal(1)], { error: customerKey('group', 'required') }),
      gender: z.union([z.literal(0), z.literal(1)], { error: customerKey('gender', 'required') }),
      first_name: requiredText(customerKey('first_name', 'required'), [
        [maxLength(LIMITS.nameMax), customerKey('first_name', 'max_length')],
      ]),
      last_name: requiredText(customerKey('last_name', 'required'), [
        [maxLength(LIMITS.nameMax), customerKey('last_name', 'max_length')],
      ]),
      email: requiredText(customerKey('email', 'required'), [[isEmail, customerKey('email', 'valid_email')]]),
      company_name: z.nullish(
        z
          .string()
          .check(
            z.overwrite(withoutControlCharacters),
            z.trim(),
            z.superRefine(
              firstFailing([[maxLength(LIMITS.nameMax), customerKey('company_name', 'max_length')]]),
            ),
          ),
      ),
      company_vat_id: z.nullish(
        z.string().check(
          z.overwrite((text: string) => withoutControlCharacters(text).replace(/\s+/g, '')),
          z.superRefine(
            firstFailing([[maxLength(LIMITS.nameMax), customerKey('company_vat_id', 'max_length')]]),
          ),
        ),
      ),
    })
    .check(
      z.superRefine(
        (form: { group: 0 | 1; company_name?: string | null | undefined }, ctx) => {
          if (form.group === 0 && !(form.company_name && hasVisibleCharacter(form.company_name))) {
            ctx.addIssue({
              code: 'custom',
              path: ['company_name'],
              message: customerKey('company_name', 'required'),
              input: form.company_name,
            });
          }
        },
        { when: whenFieldsValid('group', 'company_name') },
      ),
    ),
  z.transform(
    (form): BasicInfo => ({
      group: form.group,
      gender: form.gender,
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      company_name:
        form.group === 0 && form.company_name && hasVisibleCharacter(form.company_name)
          ? form.company_name
          : null,
      company_vat_id: form.group === 0 && form.company_vat_id ? form.company_vat_id : null,
    }),
  ),
);
export type BasicInfoFormInput = z.input<typeof BasicInfoForm>;
