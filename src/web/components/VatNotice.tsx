import type { VatIdCheck, VatTreatment } from '@contract/vat';
import { useVat } from '@web/api/queries/session';
import { FormattedMessage } from 'react-intl';

interface Props {
  treatment: VatTreatment;
  check: VatIdCheck | null;
  /** `prices`: the session's prices (cart, order overview); `order`: a placed order. */
  about: 'prices' | 'order';
}

/**
 * What the server decided about a company's VAT id, in words: the reverse charge (net prices, the
 * customer accounts for the VAT) or that VIES could not check the id (prices with VAT). Nothing
 * for everyone else.
 */
export function VatNotice({ treatment, check, about }: Props) {
  const unavailable = treatment === 'standard' && check?.status === 'unavailable';
  if (treatment !== 'reverse_charge' && !unavailable) return null;
  const id =
    treatment === 'reverse_charge'
      ? about === 'prices'
        ? 'vat.reverse_charge_notice'
        : 'vat.order_reverse_charge'
      : about === 'prices'
        ? 'vat.check_unavailable_notice'
        : 'vat.order_check_unavailable';
  return (
    <p className={`notice ${unavailable ? 'notice-warning' : 'notice-info'} vat-notice`} role="note">
      <FormattedMessage id={id} values={{ vatId: check?.vat_id ?? '' }} />
    </p>
  );
}

/** The notice for the session's prices, from the server's VAT data. */
export function SessionVatNotice() {
  const vat = useVat();
  if (!vat.data) return null;
  return <VatNotice treatment={vat.data.treatment} check={vat.data.vat_id_check} about="prices" />;
}
