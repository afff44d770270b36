/**
 * Query parameter sanitisers (catalogue spec section 5). Pure string rules; they belong in
 * src/domain once the machines need them too.
 */

/** Cart item ids, oauth and referrer values: word characters without underscore. */
export const keepIdChars = (value: string): string => value.replace(/[^A-Za-z0-9]/g, '');

/** Category slugs and promo codes: word characters and hyphens. */
export const keepSlugChars = (value: string): string => value.replace(/[^\w-]/g, '');

/** Integers: digits only. */
export const keepDigits = (value: string): string => value.replace(/\D/g, '');

/** Domain search term: strips whitespace and special characters (letters, digits, dots and hyphens stay). */
export const keepDomainChars = (value: string): string => value.replace(/[^\p{L}\p{N}.-]/gu, '');
