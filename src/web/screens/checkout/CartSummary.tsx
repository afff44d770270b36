import type { Cart } from '@contract/cart';
import { isExistingContract, rowDisplayName } from '@domain/cart/hosting-number';
import type { CatalogueContext } from '@domain/catalogue-context';
import { maturityLabel } from '@domain/labels/maturity-label';
import { promotionName } from '@domain/labels/promotion-label';
import { cartPrices } from '@domain/prices/cart-prices';
import { cartPriceDisplay, isShownPriceShown } from '@domain/prices/price-visibility';
import { phasesOf, recurringPeriods } from '@domain/prices/recurring-totals';
import { shownRowLines } from '@domain/prices/row-lines';
import { ShownPriceText } from '@web/components/price/ShownPriceText';
import { TotalText } from '@web/components/price/TotalText';
import { SessionVatNotice } from '@web/components/VatNotice';
import { useLabel } from '@web/format/use-label';
import { useMoney } from '@web/format/use-money';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The cart summary rows of the confirm screen (the order overview): the elements each cart row
 * shows, with their term and price as the visitor reads it everywhere (how long a promotion lasts,
 * domains per 12 months), and the totals per month, per 12 months and once, as the cart shows them.
 */
export function CartSummary({ cart, catalogue }: { cart: Cart; catalogue: CatalogueContext }) {
  const intl = useIntl();
  const label = useLabel();
  const { format, vatNoteId } = useMoney();
  const prices = cartPrices(cart, catalogue);
  const display = cartPriceDisplay(catalogue.brand, false);
  const vatNote = intl.formatMessage({ id: vatNoteId });
  const rowOf = (rowId: string) => cart.items.find((row) => row.row_id === rowId);
  /** The hosting contract a cloud-panel visitor orders for: named with its number, not charged. */
  const existingContract = (rowId: string, kind: string) => {
    const row = rowOf(rowId);
    return kind === 'product' && row !== undefined && isExistingContract(row) ? row : undefined;
  };
  return (
    <section className="confirm-section" aria-labelledby="confirm-cart-title">
      <h2 id="confirm-cart-title">
        <FormattedMessage id="checkout.confirm.cart_title" />
      </h2>
      <table className="cart-summary">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="checkout.confirm.cart_item" />
            </th>
            <th scope="col">
              <FormattedMessage id="checkout.confirm.cart_term" />
            </th>
            <th scope="col" className="amount">
              <FormattedMessage id="checkout.confirm.cart_price" />
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.items
            .flatMap((row) => shownRowLines(prices, cart, row.row_id, catalogue))
            .map((line) => {
              const { element } = line;
              const contract = existingContract(line.ref.rowId, line.ref.kind);
              const shown = !contract && isShownPriceShown(line.shown, display);
              return (
                <tr key={`${line.ref.rowId}-${line.ref.kind}-${line.ref.index}`} data-kind={line.ref.kind}>
                  <th
                    scope="row"
                    className={line.ref.kind === 'product' ? 'item-name' : 'item-name sub-item'}
                  >
                    {contract ? rowDisplayName(contract, element.name) : element.name}
                    {line.promotion ? (
                      <span className="promotion-note">{label(promotionName(line.promotion))}</span>
                    ) : null}
                  </th>
                  <td>{element.oneTime ? '' : label(maturityLabel(element.maturityMonths))}</td>
                  <td className="amount">
                    {contract ? <FormattedMessage id="checkout.confirm.existing_contract" /> : null}
                    {shown ? <ShownPriceText price={line.shown} vatNote={false} /> : null}
                  </td>
                </tr>
              );
            })}
        </tbody>
        <tfoot>
          {recurringPeriods(prices).map((period) => (
            <tr key={period}>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="checkout.confirm.total_recurring" />
              </th>
              <td className="amount">
                <TotalText phases={phasesOf(prices, period)} period={period} />{' '}
                <span className="vat-note">{vatNote}</span>
              </td>
            </tr>
          ))}
          {prices.setupFee.netCents > 0 ? (
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="checkout.confirm.total_once" />
              </th>
              <td className="amount">
                {format(prices.setupFee)} <span className="vat-note">{vatNote}</span>
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <SessionVatNotice />
    </section>
  );
}
