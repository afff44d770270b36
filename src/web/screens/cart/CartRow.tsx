import type { CartItem } from '@contract/cart';
import { addonGroupsOf, isAddonShownInCart } from '@domain/cart/addon-presentation';
import { rowDisplayName } from '@domain/cart/hosting-number';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { promotionNameOfCode } from '@domain/labels/promotion-label';
import type { CartPrices, LinePrice } from '@domain/prices/cart-prices';
import type { CartPriceDisplay } from '@domain/prices/price-visibility';
import type { ElementSlot } from '@domain/promotions/cart-elements';
import { useLabel } from '@web/format/use-label';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PriceCell } from './PriceCell';
import type { CartArea, CartUserEvent } from './use-cart-area';

interface Props {
  row: CartItem;
  area: CartArea;
  prices: CartPrices;
  display: CartPriceDisplay;
}

const lineAt = (prices: CartPrices, rowId: string, slot: ElementSlot): LinePrice | undefined =>
  prices.lines.find(
    (line) => line.ref.rowId === rowId && line.ref.kind === slot.kind && line.ref.index === slot.index,
  );

/** One cart row: the product with its term, module selectors, upsells, addons, domains, promotions and links. */
export function CartRow({ row, area, prices, display }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const headingId = useId();
  const { context, can, send, busy } = area;
  const catalogue = context.catalogue;
  const product = catalogue.productsById[row.product.id];
  const maturity = product?.paymentMaturities.find((entry) => entry.id === row.product.maturity_id);
  const interval = maturity?.paymentIntervals.find((entry) => entry.id === row.product.interval_id);
  const rowId = row.row_id;
  const name = rowDisplayName(row, product?.name ?? String(row.product.id));
  const hidden = product?.hide_in_cart === true;
  const nameOf = (id: number) => catalogue.productsById[id]?.name ?? String(id);

  const link = (event: CartUserEvent, text: string, accessibleName?: string) =>
    can(event) ? (
      <li>
        <button
          type="button"
          className="button button-link"
          aria-label={accessibleName}
          disabled={busy}
          onClick={() => send(event)}
        >
          {text}
        </button>
      </li>
    ) : null;

  return (
    <article className="cart-row" aria-labelledby={headingId}>
      <header className="cart-row-header">
        <h2 id={headingId} className="cart-row-name">
          {name}
        </h2>
        {!hidden ? (
          <PriceCell line={lineAt(prices, rowId, { kind: 'product', index: 0 })} display={display} />
        ) : null}
      </header>
      {maturity && !hidden ? (
        <p className="cart-row-term">
          {label(maturityLabel(maturity.months))}
          {interval ? ` · ${label(intervalLabel(interval.months))}` : null}
        </p>
      ) : null}
      {row.product.promotion ? (
        <p className="cart-row-promotion">{label(promotionNameOfCode(catalogue, row.product.promotion))}</p>
      ) : null}

      {addonGroupsOf(row, catalogue, 'modules').map(({ group, addons }) => {
        const chosen = addons.find((linked) => row.addons.some((element) => element.id === linked.addon_id));
        const selectId = `${headingId}-module-${group.id}`;
        return (
          <p key={group.id} className="cart-module">
            <label htmlFor={selectId}>{group.display_name ?? group.name}</label>{' '}
            <select
              id={selectId}
              value={chosen ? String(chosen.addon_id) : ''}
              disabled={busy}
              onChange={(event) =>
                send({
                  type: 'MODULE.CHOSEN',
                  rowId,
                  groupId: group.id,
                  addonId: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            >
              <option value="">{intl.formatMessage({ id: 'cart_screen.module_none' })}</option>
              {addons.map((linked) => (
                <option key={linked.addon_id} value={linked.addon_id}>
                  {nameOf(linked.addon_id)}
                </option>
              ))}
            </select>
          </p>
        );
      })}

      {row.upsells.length + row.addons.length + row.domains.length > 0 ? (
        <ul className="cart-elements">
          {row.upsells.map((element, index) => (
            <li key={`upsell-${element.id}`} className="cart-element">
              <span>{nameOf(element.id)}</span>
              {element.promotion ? (
                <span className="cart-row-promotion">
                  {label(promotionNameOfCode(catalogue, element.promotion))}
                </span>
              ) : null}
              <PriceCell line={lineAt(prices, rowId, { kind: 'upsell', index })} display={display} />
            </li>
          ))}
          {row.addons.map((element, index) =>
            !isAddonShownInCart(row, element.id, catalogue) ? null : (
              <li key={`addon-${element.id}`} className="cart-element">
                <span>{nameOf(element.id)}</span>
                {element.promotion ? (
                  <span className="cart-row-promotion">
                    {label(promotionNameOfCode(catalogue, element.promotion))}
                  </span>
                ) : null}
                <PriceCell line={lineAt(prices, rowId, { kind: 'addon', index })} display={display} />
                {can({ type: 'REMOVE.REQUESTED', target: { kind: 'addon', rowId, addonId: element.id } }) ? (
                  <button
                    type="button"
                    className="button button-link"
                    disabled={busy}
                    aria-label={intl.formatMessage(
                      { id: 'cart_screen.remove_named' },
                      { name: nameOf(element.id) },
                    )}
                    onClick={() =>
                      send({
                        type: 'REMOVE.REQUESTED',
                        target: { kind: 'addon', rowId, addonId: element.id },
                      })
                    }
                  >
                    <FormattedMessage id="cart_screen.remove" />
                  </button>
                ) : null}
              </li>
            ),
          )}
          {row.domains.map((domain, index) => (
            <li key={`domain-${domain.name}`} className="cart-element">
              <span>{domain.name}</span>
              {domain.promotion_code ? (
                <span className="cart-row-promotion">
                  {label(promotionNameOfCode(catalogue, domain.promotion_code))}
                </span>
              ) : null}
              {domain.inclusive ? (
                <span className="badge">
                  <FormattedMessage id="cart_screen.inclusive_domain" />
                </span>
              ) : null}
              <PriceCell line={lineAt(prices, rowId, { kind: 'domain', index })} display={display} />
              {can({ type: 'REMOVE.REQUESTED', target: { kind: 'domain', rowId, domain: domain.name } }) ? (
                <button
                  type="button"
                  className="button button-link"
                  disabled={busy}
                  aria-label={intl.formatMessage({ id: 'cart_screen.remove_named' }, { name: domain.name })}
                  onClick={() =>
                    send({ type: 'REMOVE.REQUESTED', target: { kind: 'domain', rowId, domain: domain.name } })
                  }
                >
                  <FormattedMessage id="cart_screen.remove" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <ul
        className="cart-row-links"
        aria-label={intl.formatMessage({ id: 'cart_screen.row_actions' }, { name })}
      >
        {link(
          { type: 'REMOVE.REQUESTED', target: { kind: 'item', rowId } },
          intl.formatMessage({ id: 'cart_screen.remove' }),
          intl.formatMessage({ id: 'cart_screen.remove_named' }, { name }),
        )}
        {link({ type: 'DETAILS.OPENED', rowId }, intl.formatMessage({ id: 'cart_screen.details' }))}
        {link(
          { type: 'TERM.CHANGE_REQUESTED', rowId },
          intl.formatMessage({ id: 'cart_screen.change_term' }),
        )}
        {link(
          { type: 'UPSELLS.CUSTOMIZE_REQUESTED', rowId },
          intl.formatMessage({ id: 'cart_screen.customize' }),
        )}
        {link(
          { type: 'ADDONS.CHANGE_REQUESTED', rowId },
          intl.formatMessage({ id: 'cart_screen.change_addons' }),
        )}
        {link({ type: 'DOMAIN.ADD_REQUESTED', rowId }, intl.formatMessage({ id: 'cart_screen.add_domain' }))}
      </ul>
    </article>
  );
}
