import { z } from 'zod/mini';
import { LIMITS } from '../limits';
import { isSecurePassword } from '../password';
import { customerKey, SAME_PASSWORD_KEY } from './message-keys';
import { firstFailing } from './text';
import { whenFieldsValid } from './when-fields-valid';

/**
 * Password with confirmation (checkout spec section 5). Passwords are not trimmed. Keys:
 * `customer.form_validation.password_required`, `password_min_length` (8),
 * `password_invalid` (lacks an upper-case or lower-case letter, a digit or a special character),
 * `password_confirmation_required`, and the spec's `validation.samePassword` on
 * `password_confirmation` when it differs. Emptying the confirmation after a mismatch is the
 * form's job.
 */
export const PasswordForm = z
  .object({
    password: z.string({ error: customerKey('password', 'required') }).check(
      z.superRefine(
        firstFailing([
          [(text) => text !== '', customerKey('password', 'required')],
          [(text) => [...text].length >= LIMITS.passwordMin, customerKey('password', 'min_length')],
          [isSecurePassword, customerKey('password', 'invalid')],
        ]),
      ),
    ),
    password_confirmation: z
      .string({ error: customerKey('password_confirmation', 'required') })
      .check(z.minLength(1, customerKey('password_confirmation', 'required'))),
  })
  .check(
    z.superRefine(
      (form: { password: string; password_confirmation: string }, ctx) => {
        if (form.password !== form.password_confirmation) {
          ctx.addIssue({
            code: 'custom',
            path: ['password_confirmation'],
            message: SAME_PASSWORD_KEY,
            input: form.password_confirmation,
          });
        }
      },
      { when: whenFieldsValid('password_confirmation') },
    ),
  );
export type PasswordFormInput = z.input<typeof PasswordForm>;
