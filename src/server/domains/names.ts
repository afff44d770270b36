import { domainToASCII } from 'node:url';
import type { Tld } from '@contract/domains';
import { normalizeDomainName, tldForDomainName } from '@domain/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { isValidFqdn } from '@domain/validation/fqdn';
import { LIMITS } from '@domain/validation/limits';
import { parse } from 'tldts-icann';
import { normalizeDomainName as unicodeDomainName } from '../seed/registry';

/** A domain name as the lookup reads it. */
export interface DomainName {
  /** The name as asked for, trimmed and lower case (the browser matches answers by it). */
  requested: string;
  /** Lower case Unicode form (IDN labels decoded from punycode, NFC). */
  unicode: string;
  /** ASCII form with punycode labels (`xn--mller-kva.de`): what registries are asked; '' if none. */
  ascii: string;
  /** The offered TLD the name ends in (longest match, `co.uk` before `uk`), if any. */
  tld: Tld | undefined;
  /** The TLD to report: the offered TLD, else the public suffix (tldts-icann), else the last label. */
  tldName: string;
  /**
   * Whether the name can be registered with us at all: an active offered TLD with exactly one label
   * before it, a valid fqdn (catalogue spec section 5) in Unicode, and ASCII labels of at most 63.
   */
  registrable: boolean;
}

/** The ASCII (A-label) form of a name, or '' when it has none (node's WHATWG URL IDNA, UTS #46). */
export const asciiDomainName = (unicode: string): string => domainToASCII(unicode);

function fitsInAscii(ascii: string): boolean {
  return (
    ascii !== '' &&
    ascii.length <= LIMITS.fqdnMax &&
    ascii.split('.').every((label) => label.length > 0 && label.length <= LIMITS.domainLabelMax)
  );
}

/** Reads a name of an availability or recommendation call against the brand's catalogue. */
export function readDomainName(name: string, context: CatalogueContext): DomainName {
  const requested = normalizeDomainName(name);
  const unicode = unicodeDomainName(requested);
  const ascii = asciiDomainName(unicode);
  const tld = tldForDomainName(unicode, context);
  const labels = unicode.split('.');
  const tldName = tld?.tld ?? parse(unicode).publicSuffix ?? labels[labels.length - 1] ?? '';
  // Subdomains (`shop.example.de`) are not registrable: the lookup only asks for `sld.tld`.
  const oneLabelBeforeTld = tld !== undefined && labels.length === tld.tld.split('.').length + 1;
  const registrable =
    tld?.is_active === true && oneLabelBeforeTld && isValidFqdn(unicode) && fitsInAscii(ascii);
  return { requested, unicode, ascii, tld, tldName, registrable };
}
