import type { ProductAddonLink } from '@contract/catalogue';
import { addonsPresentedAs } from '@domain/cart/addon-presentation';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { FormattedMessage } from 'react-intl';
import { NoteBox } from './NoteBox';
import { OfferPrice } from './OfferPrice';
import { SelectionHeading } from './SelectionHeading';
import { type Selection, useSelection } from './use-selection';
import '@web/components/choice.css';
import './selection.css';

function AddonChoice({ link, selection }: { link: ProductAddonLink; selection: Selection }) {
  const { row, catalogue, busy, send } = selection;
  const addon = catalogue.productsById[link.addon_id];
  if (!row || !addon) return null;
  const chosen = row.addons.some((element) => element.id === addon.id);
  return (
    <label className="choice" data-chosen={chosen}>
      <input
        type="checkbox"
        checked={chosen}
        disabled={busy}
        onChange={() => send({ type: 'ADDON.TOGGLED', addonId: addon.id })}
      />
      <span className="choice-body">
        <span className="choice-name">
          {addon.name}
          {link.is_recommended ? (
            <span className="badge">
              <FormattedMessage id="selection.recommended" />
            </span>
          ) : null}
        </span>
        {addon.description ? <span className="choice-text">{addon.description}</span> : null}
        <OfferPrice selection={selection} row={row} elementId={addon.id} kind="addon" />
      </span>
    </label>
  );
}

/**
 * `/addons` (catalogue spec section 2): recommended addons first, then the regular ones, each a
 * checkbox that toggles it in the row; a note box; confirm saves and goes on.
 */
export function Screen() {
  const selection = useSelection();
  if (!selection?.row) {
    return (
      <>
        <SelectionHeading />
        <LoadingStatus />
      </>
    );
  }
  const { row, catalogue, busy, send } = selection;
  const recommended = addonsPresentedAs(row, catalogue, 'recommended');
  const regular = addonsPresentedAs(row, catalogue, 'regular').filter(
    (link) => !recommended.some((first) => first.addon_id === link.addon_id),
  );

  return (
    <>
      <SelectionHeading />
      <fieldset className="choice-list">
        <legend className="visually-hidden">
          <FormattedMessage id="selection.addons_legend" />
        </legend>
        {[...recommended, ...regular].map((link) => (
          <AddonChoice key={link.addon_id} link={link} selection={selection} />
        ))}
      </fieldset>
      <NoteBox />
      <p className="step-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: 'ADDONS.CONFIRMED' })}
        >
          <FormattedMessage id="selection.confirm_addons" />
        </button>
      </p>
    </>
  );
}
