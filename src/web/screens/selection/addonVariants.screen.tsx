import { addonGroupsOf } from '@domain/cart/addon-presentation';
import { shownVariantGroupId } from '@machines/product-selection/selectors';
import { useRouter } from '@tanstack/react-router';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { OfferPrice } from './OfferPrice';
import { SelectionHeading } from './SelectionHeading';
import { useSelection } from './use-selection';
import '@web/components/choice.css';
import './selection.css';

/**
 * `/addon-variants` (catalogue spec section 2): one variant group at a time; choosing a variant
 * puts it into the row; Next goes to the next group, then onward; Back goes back in history (each
 * group is its own history entry).
 */
export function Screen() {
  const router = useRouter();
  const selection = useSelection();
  const legendId = useId();
  const groupId = selection ? shownVariantGroupId(selection.snapshot) : null;
  const presented =
    selection?.row && groupId !== null
      ? addonGroupsOf(selection.row, selection.catalogue, 'variants').find(
          (entry) => entry.group.id === groupId,
        )
      : undefined;
  if (!selection?.row || !presented) {
    return (
      <>
        <SelectionHeading />
        <LoadingStatus />
      </>
    );
  }
  const { row, catalogue, busy, send } = selection;
  const { group, addons } = presented;

  return (
    <>
      <SelectionHeading />
      <fieldset className="choice-list" aria-labelledby={legendId}>
        <legend id={legendId} className="choice-legend">
          {group.display_name ?? group.name}
        </legend>
        {group.display_description ? <p>{group.display_description}</p> : null}
        {addons.map((link) => {
          const addon = catalogue.productsById[link.addon_id];
          if (!addon) return null;
          const chosen = row.addons.some((element) => element.id === addon.id);
          return (
            <label key={addon.id} className="choice" data-chosen={chosen}>
              <input
                type="radio"
                name={`variant-group-${group.id}`}
                checked={chosen}
                disabled={busy}
                onChange={() => send({ type: 'VARIANT.CHOSEN', addonId: addon.id })}
              />
              <span className="choice-body">
                <span className="choice-name">{addon.name}</span>
                {addon.description ? <span className="choice-text">{addon.description}</span> : null}
                <OfferPrice selection={selection} row={row} elementId={addon.id} kind="addon" />
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="step-actions">
        <button type="button" className="button" disabled={busy} onClick={() => router.history.back()}>
          <FormattedMessage id="selection.back" />
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: 'STEP.NEXT' })}
        >
          <FormattedMessage id="selection.next" />
        </button>
      </p>
    </>
  );
}
