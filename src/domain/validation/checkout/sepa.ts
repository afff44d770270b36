import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod/mini';
import { LIMITS } from '../limits';
import { paymentKey } from './order-message-keys';
import { firstFailing, maxLength, minLength, requiredText } from './text';

const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;
const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Text with spaces removed and upper-cased before the rules (IBAN, BIC). */
function compactCode(field: string) {
  return z.string({ error: paymentKey(field, 'required') }).check(
    z.overwrite((text: string) => text.replace(/\s+/g, '')),
    z.toUpperCase(),
  );
}

/**
 * IBAN: spaces ignored; required, at least 3 and at most 34 characters, two letters, two digits
 * and 1 to 30 letters or digits, and a valid checksum (ibantools).
 */
const Iban = compactCode('iban').check(
  z.superRefine(
    firstFailing([
      [(text) => text !== '', paymentKey('iban', 'required')],
      [minLength(LIMITS.ibanMin), paymentKey('iban', 'min_length')],
      [maxLength(LIMITS.ibanMax), paymentKey('iban', 'max_length')],
      [(text) => IBAN_PATTERN.test(text), paymentKey('iban', 'invalid')],
      [isValidIBAN, paymentKey('iban', 'checksum')],
    ]),
  ),
);

/**
 * BIC: spaces ignored; required, 8 to 11 characters, four-letter bank code, two-letter country,
 * two-character location, optional three-character branch, and accepted by ibantools (known
 * country).
 */
const Bic = compactCode('bic').check(
  z.superRefine(
    firstFailing([
      [(text) => text !== '', paymentKey('bic', 'required')],
      [minLength(LIMITS.bicMin), paymentKey('bic', 'min_length')],
      [maxLength(LIMITS.bicMax), paymentKey('bic', 'max_length')],
      [(text) => BIC_PATTERN.test(text) && isValidBIC(text), paymentKey('bic', 'invalid')],
    ]),
  ),
);

const bankMax = [maxLength(LIMITS.bankMax), paymentKey('bank', 'max_length')] as const;

/**
 * SEPA direct debit form (checkout spec section 5); `showBankField` is the brand's display flag
 * for the bank name input. Field names follow the payment option (holder, iban, bic, bank,
 * permission). Keys: `payment.form_validation.` + `holder_required`, `holder_min_length` (3),
 * `iban_required`, `iban_min_length` (3), `iban_max_length` (34), `iban_invalid` (pattern),
 * `iban_checksum`, `bic_required`, `bic_min_length` (8), `bic_max_length` (11), `bic_invalid`,
 * `bank_required` (only with the bank field), `bank_max_length` (255), `permission_required`
 * (debit authorization not accepted). Output: trimmed holder and bank (absent bank: null),
 * IBAN and BIC without spaces in upper case.
 */
export function createSepaForm(options: { showBankField: boolean }) {
  const bank = options.showBankField
    ? requiredText(paymentKey('bank', 'required'), [bankMax])
    : z.pipe(
        z.nullish(z.string().check(z.trim(), z.superRefine(firstFailing([bankMax])))),
        z.transform((text: string | null | undefined) => text || null),
      );
  return z.object({
    holder: requiredText(paymentKey('holder', 'required'), [
      [minLength(LIMITS.sepaHolderMin), paymentKey('holder', 'min_length')],
    ]),
    iban: Iban,
    bic: Bic,
    bank,
    permission: z.literal(true, { error: paymentKey('permission', 'required') }),
  });
}
export type SepaForm = z.output<ReturnType<typeof createSepaForm>>;
