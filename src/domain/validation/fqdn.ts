import { LIMITS } from './limits';

const LABEL = /^[\p{L}\p{M}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;
const TLD = /^\p{L}+$/u;

/**
 * Fully qualified domain name (catalogue spec `fqdn`): 4 to 253 characters in total, at least two
 * labels, each label 1 to 63 letters, digits or inner hyphens, and a top-level domain of 2 to 63
 * letters. Letters include non-ASCII letters (internationalised names). No trailing dot, no
 * wildcard.
 */
export function isValidFqdn(value: string): boolean {
  const length = [...value].length;
  if (length < LIMITS.fqdnMin || length > LIMITS.fqdnMax) return false;
  const labels = value.split('.');
  const tld = value.slice(value.lastIndexOf('.') + 1);
  const tldLength = [...tld].length;
  return (
    labels.length >= 2 &&
    labels.every((label) => [...label].length <= LIMITS.domainLabelMax && LABEL.test(label)) &&
    TLD.test(tld) &&
    tldLength >= LIMITS.tldMin &&
    tldLength <= LIMITS.tldMax
  );
}
