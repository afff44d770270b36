import { shownPromotedId } from '@machines/product-selection/selectors';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { FormattedMessage } from 'react-intl';
import { OfferPrice } from './OfferPrice';
import { SelectionFieldsForm } from './SelectionFieldsForm';
import { SelectionHeading } from './SelectionHeading';
import { useSelection } from './use-selection';
import './selection.css';

/**
 * `/promoted-addons` (catalogue spec section 2): browses the promoted addons with previous, next
 * and continue; selecting toggles the addon; an addon with fields opens its form (cancel, add to
 * cart) first.
 */
export function Screen() {
  const selection = useSelection();
  const addonId = selection ? shownPromotedId(selection.snapshot) : null;
  const addon = addonId === null ? undefined : selection?.catalogue.productsById[addonId];
  if (!selection?.row || !addon) {
    return (
      <>
        <SelectionHeading />
        <LoadingStatus />
      </>
    );
  }
  const { snapshot, row, busy, send } = selection;
  const { promotedIds, promotedIndex } = snapshot.context;
  const added = row.addons.some((element) => element.id === addon.id);

  return (
    <>
      <SelectionHeading />
      <article className="panel promoted-addon" aria-labelledby="promoted-addon-name">
        <p className="promoted-position">
          <FormattedMessage
            id="selection.promoted_position"
            values={{ position: promotedIndex + 1, count: promotedIds.length }}
          />
        </p>
        <h2 id="promoted-addon-name">{addon.name}</h2>
        {addon.description ? <p>{addon.description}</p> : null}
        <OfferPrice selection={selection} row={row} elementId={addon.id} kind="promoted" />
        {snapshot.matches({ promoted: 'fields' }) ? (
          <SelectionFieldsForm
            submitLabel="selection.add_to_cart"
            onCancel={() => send({ type: 'FIELDS.CANCELLED' })}
          />
        ) : (
          <button
            type="button"
            className={added ? 'button' : 'button button-primary'}
            aria-pressed={added}
            disabled={busy}
            onClick={() => send({ type: 'PROMOTED.TOGGLED' })}
          >
            <FormattedMessage id={added ? 'selection.promoted_remove' : 'selection.promoted_add'} />
          </button>
        )}
      </article>
      <p className="step-actions">
        <button
          type="button"
          className="button"
          disabled={busy || promotedIndex === 0}
          onClick={() => send({ type: 'PROMOTED.PREVIOUS' })}
        >
          <FormattedMessage id="selection.previous" />
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || promotedIndex >= promotedIds.length - 1}
          onClick={() => send({ type: 'PROMOTED.NEXT' })}
        >
          <FormattedMessage id="selection.next" />
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: 'PROMOTED.CONTINUE' })}
        >
          <FormattedMessage id="selection.continue" />
        </button>
      </p>
    </>
  );
}
