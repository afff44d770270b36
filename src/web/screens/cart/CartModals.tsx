import { isHostingContextCart } from '@domain/cart/hosting-number';
import { findActiveMaturity } from '@domain/cart/term';
import { contractDetailsCancellationPeriod } from '@domain/labels/cancellation-period-label';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { cartPrices } from '@domain/prices/cart-prices';
import { cartPriceDisplay, isShownPriceShown } from '@domain/prices/price-visibility';
import { shownRowLines } from '@domain/prices/row-lines';
import { Modal } from '@web/components/Modal';
import { ShownPriceText } from '@web/components/price/ShownPriceText';
import { useLabel } from '@web/format/use-label';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TermModal } from './TermModal';
import type { CartArea } from './use-cart-area';

function RemovalModal({ area }: { area: CartArea }) {
  const intl = useIntl();
  const { snapshot, context, send } = area;
  const removal = context.removal;
  const row = removal ? context.cart.items.find((item) => item.row_id === removal.rowId) : undefined;
  const nameOf = (id: number) => context.catalogue.productsById[id]?.name ?? String(id);
  let name = '';
  if (removal?.kind === 'item' && row) name = nameOf(row.product.id);
  if (removal?.kind === 'addon') name = nameOf(removal.addonId);
  if (removal?.kind === 'domain') name = removal.domain;
  return (
    <Modal
      open={snapshot.matches({ screen: 'confirmRemoval' })}
      title={intl.formatMessage({ id: 'cart_screen.remove_title' })}
      onClose={() => send({ type: 'REMOVE.CANCELLED' })}
    >
      <p>
        <FormattedMessage id="cart_screen.remove_question" values={{ name }} />
      </p>
      <p className="step-actions">
        <button type="button" className="button" onClick={() => send({ type: 'REMOVE.CANCELLED' })}>
          <FormattedMessage id="selection.cancel" />
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'REMOVE.CONFIRMED' })}
        >
          <FormattedMessage id="cart_screen.remove_confirm" />
        </button>
      </p>
    </Modal>
  );
}

function EmptyCartModal({ area }: { area: CartArea }) {
  const intl = useIntl();
  const { snapshot, send } = area;
  const cancel = () => send({ type: 'CART.EMPTY_CANCELLED' });
  return (
    <Modal
      open={snapshot.matches({ screen: 'confirmEmpty' })}
      title={intl.formatMessage({ id: 'cart_screen.empty_title' })}
      onClose={cancel}
    >
      <p>
        <FormattedMessage id="cart_screen.empty_question" />
      </p>
      <p className="step-actions">
        <button type="button" className="button" onClick={cancel}>
          <FormattedMessage id="selection.cancel" />
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'CART.EMPTY_CONFIRMED' })}
        >
          <FormattedMessage id="cart_screen.empty_confirm" />
        </button>
      </p>
    </Modal>
  );
}

function DetailsModal({ area }: { area: CartArea }) {
  const intl = useIntl();
  const label = useLabel();
  const { snapshot, context, send } = area;
  const row = context.cart.items.find((item) => item.row_id === context.detailsRowId);
  const product = row ? context.catalogue.productsById[row.product.id] : undefined;
  const maturity = row && product ? findActiveMaturity(product, row.product.maturity_id) : undefined;
  const interval = maturity?.paymentIntervals.find((entry) => entry.id === row?.product.interval_id);
  const { cart, catalogue } = context;
  // The modal hides the prices the cart's rows hide (a hosting context, the brand's zero prices).
  const display = cartPriceDisplay(catalogue.brand, isHostingContextCart(cart));
  const lines = row
    ? shownRowLines(cartPrices(cart, catalogue), cart, row.row_id, catalogue).filter((line) =>
        isShownPriceShown(line.shown, display),
      )
    : [];
  return (
    <Modal
      open={snapshot.matches({ screen: 'contractDetails' })}
      title={intl.formatMessage({ id: 'cart_screen.details_title' }, { product: product?.name ?? '' })}
      onClose={() => send({ type: 'MODAL.CLOSED' })}
    >
      {maturity ? (
        <dl className="details-list">
          <dt>
            <FormattedMessage id="cart_screen.details_term" />
          </dt>
          <dd>{label(maturityLabel(maturity.months))}</dd>
          {interval ? (
            <>
              <dt>
                <FormattedMessage id="cart_screen.details_interval" />
              </dt>
              <dd>{label(intervalLabel(interval.months))}</dd>
            </>
          ) : null}
          <dt>
            <FormattedMessage id="cart_screen.details_cancellation" />
          </dt>
          <dd>{label(contractDetailsCancellationPeriod(maturity.cancelation_period))}</dd>
          {lines.length > 0 ? (
            <>
              <dt>
                <FormattedMessage id="cart_screen.details_price" />
              </dt>
              <dd>
                <ul className="details-prices">
                  {lines.map((line) => (
                    <li key={`${line.ref.kind}-${line.ref.index}`}>
                      {line.element.name}: <ShownPriceText price={line.shown} />
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {product?.additionalinformations.length ? (
        <dl className="details-list">
          {product.additionalinformations.map((info) => (
            <Fragment key={info.key}>
              <dt>{info.key}</dt>
              <dd>{info.value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </Modal>
  );
}

function RequirementModal({ area }: { area: CartArea }) {
  const intl = useIntl();
  const { snapshot, context, send } = area;
  const requirement = context.requirement;
  const missingDomain = snapshot.matches({ screen: 'missingDomain' });
  const open = missingDomain || snapshot.matches({ screen: 'missingFields' });
  const row = requirement ? context.cart.items.find((item) => item.row_id === requirement.rowId) : undefined;
  const element = requirement ? context.catalogue.productsById[requirement.elementId] : undefined;
  const product = row ? context.catalogue.productsById[row.product.id] : undefined;
  const name = requirement?.domainName ?? element?.name ?? product?.name ?? '';
  return (
    <Modal
      open={open}
      title={intl.formatMessage({
        id: missingDomain ? 'cart_screen.missing_domain_title' : 'cart_screen.missing_fields_title',
      })}
      onClose={() => send({ type: 'MODAL.CLOSED' })}
    >
      <p>
        <FormattedMessage
          id={missingDomain ? 'cart_screen.missing_domain_body' : 'cart_screen.missing_fields_body'}
          values={{ name }}
        />
      </p>
      <p className="step-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'REQUIREMENT.FIX_REQUESTED' })}
        >
          <FormattedMessage
            id={missingDomain ? 'cart_screen.choose_domain' : 'cart_screen.complete_fields'}
          />
        </button>
      </p>
    </Modal>
  );
}

/** Every modal of the cart screen; which one shows is the cart machine's state. */
export function CartModals({ area }: { area: CartArea }) {
  return (
    <>
      <RemovalModal area={area} />
      <EmptyCartModal area={area} />
      <DetailsModal area={area} />
      <RequirementModal area={area} />
      <TermModal area={area} />
    </>
  );
}
