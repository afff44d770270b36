import type { Cart } from '@contract/cart';
import { isAddonShownInCart } from '@domain/cart/addon-presentation';
import { isExistingContract, rowDisplayName } from '@domain/cart/hosting-number';
import type { CatalogueContext } from '@domain/catalogue-context';
import { maturityLabel } from '@domain/labels/maturity-label';
import { promotionName } from '@domain/labels/promotion-label';
import { cartPrices } from '@domain/prices/cart-prices';
import { cartPriceDisplay, isCartPriceShown } from '@domain/prices/price-visibility';
import { SessionVatNotice } from '@web/components/VatNotice';
import { useLabel } from '@web/format/use-label';
import { useMoney } from '@web/format/use-money';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The cart summary rows of the confirm screen: every element with its term and price (promotions
 * applied), and the totals per month and once, as the cart screen computes them.
 */
export function CartSummary({ cart, catalogue }: { cart: Cart; catalogue: CatalogueContext }) {
  const intl = useIntl();
  const label = useLabel();
  const { format, vatNoteId } = useMoney();
  const prices = cartPrices(cart, catalogue);
  const display = cartPriceDisplay(catalogue.brand, false);
  const hidden = (id: number) => catalogue.productsById.get(id)?.hide_in_cart === true;
  /** Addons of an invisible group stay in the order but are not shown, as in the cart. */
  const invisibleAddon = (rowId: string, addonId: number) => {
    const item = cart.items.find((row) => row.row_id === rowId);
    return item !== undefined && !isAddonShownInCart(item, addonId, catalogue);
  };
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
          {prices.lines
            .filter((line) => !(line.ref.kind === 'product' && hidden(line.element.id)))
            .filter((line) => !(line.ref.kind === 'addon' && invisibleAddon(line.ref.rowId, line.element.id)))
            .map((line) => {
              const { element } = line;
              const contract = existingContract(line.ref.rowId, line.ref.kind);
              const monthlyShown = !element.oneTime && isCartPriceShown(line.monthly.grossCents, display);
              const setupShown =
                line.setupFee.netCents > 0 && isCartPriceShown(line.setupFee.grossCents, display);
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
                    {monthlyShown && !contract ? (
                      <FormattedMessage
                        id="selection.price_per_month"
                        values={{ price: format(line.monthly) }}
                      />
                    ) : null}
                    {setupShown ? (
                      <span className="setup-fee">
                        <FormattedMessage
                          id={element.oneTime ? 'selection.price_once' : 'cart_screen.setup_fee'}
                          values={{ price: format(line.setupFee) }}
                        />
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              <FormattedMessage id="checkout.confirm.total_monthly" />
            </th>
            <td className="amount">
              {format(prices.monthly)} <span className="vat-note">{vatNote}</span>
            </td>
          </tr>
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
