import { fromCents } from '@domain/money';
import type { NetGross } from '@domain/prices/vat';
import { useVat } from '@web/api/queries/session';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The words after a price: with VAT, without VAT, or net under the reverse charge. */
export type VatNoteId = 'products.incl_vat' | 'products.excl_vat' | 'vat.net_reverse_charge';

/**
 * Formats amounts as the session shows prices: gross or net as the server's VAT data says (brand
 * flag `prices_with_vat`; net under the reverse charge), in euros in the visitor's locale, and the
 * note that goes with them.
 */
export function useMoney(): { format(amount: NetGross): string; withVat: boolean; vatNoteId: VatNoteId } {
  const intl = useIntl();
  const vat = useVat();
  const withVat = vat.data?.prices_with_vat ?? true;
  const vatNoteId: VatNoteId =
    vat.data?.treatment === 'reverse_charge'
      ? 'vat.net_reverse_charge'
      : withVat
        ? 'products.incl_vat'
        : 'products.excl_vat';
  const format = useCallback(
    (amount: NetGross) =>
      intl.formatNumber(fromCents(withVat ? amount.grossCents : amount.netCents), {
        style: 'currency',
        currency: 'EUR',
      }),
    [intl, withVat],
  );
  return { format, withVat, vatNoteId };
}
