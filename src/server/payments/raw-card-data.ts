/**
 * Card data never reaches the shop: card number, expiry and security code are typed into the card
 * provider's own secured fields, which hand the shop encrypted values (`encryptedCardNumber`, ...).
 * A create-payment whose payment method carries card data in clear is refused before anything is
 * stored, logged or forwarded, so the shop never holds a card number (PCI DSS scope).
 */

/** Names of clear card fields (compared in lower case without separators). */
const CLEAR_CARD_FIELDS = new Set([
  'number',
  'cardnumber',
  'pan',
  'cvc',
  'cvv',
  'cvv2',
  'securitycode',
  'expirymonth',
  'expiryyear',
  'expirydate',
]);

/** Luhn checksum of a digit string (card numbers pass it). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a value looks like a card number: 13 to 19 digits (spaces and dashes allowed), Luhn-valid. */
export function looksLikeCardNumber(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value);
  if (!/^[\d -]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

/** The keys of a payment method that carry card data in clear (empty: none). */
export function clearCardFields(paymentMethod: Record<string, unknown>): string[] {
  return Object.entries(paymentMethod)
    .filter(([key, value]) => {
      const name = key.toLowerCase().replace(/[^a-z0-9]/g, '');
      const filled = value !== null && value !== undefined && value !== '';
      // Provider ids (a stored payment method's id is 16 digits) may look like card numbers.
      const providerId = name.endsWith('id') || name.endsWith('reference');
      return (CLEAR_CARD_FIELDS.has(name) && filled) || (!providerId && looksLikeCardNumber(value));
    })
    .map(([key]) => key);
}
