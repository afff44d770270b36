import { fromCents } from '@domain/money';
import type { NetGross } from '@domain/prices/vat';
import { useVat } from '@web/api/queries/session';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formats amounts as the session shows prices: gross or net (session VAT data, brand flag
 * `prices_with_vat` by default), in euros in the visitor's locale.
 */
export function useMoney(): { format(amount: NetGross): string; withVat: boolean } {
  const intl = useIntl();
  const vat = useVat();
  const withVat = vat.data?.prices_with_vat ?? true;
  const format = useCallback(
    (amount: NetGross) =>
      intl.formatNumber(fromCents(withVat ? amount.grossCents : amount.netCents), {
        style: 'currency',
        currency: 'EUR',
      }),
    [intl, withVat],
  );
  return { format, withVat };
}
