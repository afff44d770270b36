import { z } from 'zod/mini';
import { LIMITS } from '../limits';
import { isValidPhone } from '../phone';
import { smsKey } from './order-message-keys';
import { optionalText, requiredText } from './text';

/** Characters of an SMS code: digits 1 to 9 and letters without the look-alikes 0, l, I and O. */
export const SMS_CODE_ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

export function isSmsCodeCharacter(character: string): boolean {
  return character.length === 1 && SMS_CODE_ALPHABET.includes(character);
}

const validPhone = [isValidPhone, smsKey('phone', 'invalid')] as const;

/**
 * SMS validation form (checkout spec section 5), with the call's field names `smsCode` and
 * `phoneNo`. `customerHasPhone`: the customer already has a phone number, so none is asked (an
 * empty phone is then absent, a given one must still be valid). Keys: `sms.form_validation.` +
 * `code_required` (empty), `code_length` (not exactly 5 characters), `code_invalid` (a character
 * outside SMS_CODE_ALPHABET), `phone_required`, `phone_invalid` (ours, as the address phone:
 * digits, spaces and plus). Values trimmed.
 */
export function createSmsValidationForm(options: { customerHasPhone: boolean }) {
  return z.object({
    smsCode: requiredText(smsKey('code', 'required'), [
      [(code) => code.length === LIMITS.smsCodeLength, smsKey('code', 'length')],
      [(code) => [...code].every(isSmsCodeCharacter), smsKey('code', 'invalid')],
    ]),
    phoneNo: options.customerHasPhone
      ? optionalText([validPhone])
      : requiredText(smsKey('phone', 'required'), [validPhone]),
  });
}
export type SmsValidationForm = z.output<ReturnType<typeof createSmsValidationForm>>;
