/**
 * Money as integer euro cents, so that sums never drift (3 × 0.10 is 0.30, not 0.30000000000000004).
 *
 * Currency rounding (the spec leaves it open, "not shown"): an amount is rounded half away from
 * zero to whole cents where it arises on a line — a line's monthly price after its promotion, then
 * that line's VAT (gross = round(net cents × (100 + VAT) / 100)). Totals are sums of the rounded
 * lines and are never rounded again, as on an invoice with VAT per line; a total's gross may
 * therefore differ by a cent from "total net × VAT".
 */
export type Cents = number;

/** Rounds half away from zero to an integer (Math.round rounds -0.5 up to -0). */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
  return rounded === 0 ? 0 : rounded;
}

/**
 * Euros to cents. The product with 100 is read at 15 significant digits first, so binary noise
 * such as 4.35 × 100 = 434.99999999999994 counts as the decimal the amount was written as.
 */
export function toCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount of money: ${euros}`);
  return roundHalfAwayFromZero(Number((euros * 100).toPrecision(15)));
}

/** Cents to euros (a number with at most two decimals). */
export function fromCents(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

export function addCents(...amounts: Cents[]): Cents {
  return sumCents(amounts);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  return total;
}

/** Multiplies by a whole number (quantities, months). */
export function multiplyCents(cents: Cents, factor: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Factor must be an integer: ${factor}`);
  return cents * factor;
}

/**
 * Multiplies by the rational factor numerator/denominator and rounds half away from zero to whole
 * cents. Works on integers only (remainder and quotient are exact), so no float rounding creeps in.
 */
export function scaleCents(cents: Cents, numerator: number, denominator: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`Numerator must be an integer: ${numerator}`);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Denominator must be a positive integer: ${denominator}`);
  }
  const product = cents * numerator;
  if (!Number.isSafeInteger(product)) throw new RangeError('Amount too large to scale exactly');
  const remainder = product % denominator;
  const quotient = (product - remainder) / denominator;
  const roundsAway = 2 * Math.abs(remainder) >= denominator;
  const result = roundsAway ? quotient + Math.sign(product) : quotient;
  return result === 0 ? 0 : result;
}

/** Decimals a percentage is read with: 33.333 % off is exact, 7.7 % VAT too. */
const PERCENT_DECIMALS = 4;
const PERCENT_SCALE = 10 ** PERCENT_DECIMALS;

/**
 * Multiplies by `percent` / 100, e.g. 119 for "plus 19 % VAT" or 66.667 for "33.333 % off".
 * Percentages are read with up to four decimals.
 */
export function percentOfCents(cents: Cents, percent: number): Cents {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a percentage: ${percent}`);
  const scaled = roundHalfAwayFromZero(Number((percent * PERCENT_SCALE).toPrecision(15)));
  return scaleCents(cents, scaled, 100 * PERCENT_SCALE);
}

/** Rounds a euro amount to whole cents (half away from zero) and returns euros with 2 decimals. */
export function roundEuros(euros: number): number {
  return fromCents(toCents(euros));
}

/** Plain two-decimal text such as "0.30" (locale formatting belongs to the web catalogues). */
export function formatCents(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}${euros}.${rest}`;
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
}
