import { shownUpsellId } from '@machines/product-selection/selectors';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { FormattedMessage } from 'react-intl';
import { OfferPrice } from './OfferPrice';
import { SelectionFieldsForm } from './SelectionFieldsForm';
import { SelectionHeading } from './SelectionHeading';
import { useSelection } from './use-selection';
import './selection.css';

/**
 * `/popular-addons` (catalogue spec section 2): one upsell at a time with an advantages panel
 * (add) and a disadvantages panel (pass); the added upsell's fields form when it has fields; the
 * proceed-without-changes button when the visitor came from the cart.
 */
export function Screen() {
  const selection = useSelection();
  const upsellId = selection ? shownUpsellId(selection.snapshot) : null;
  const upsell = upsellId === null ? undefined : selection?.catalogue.productsById[upsellId];
  if (!selection?.row || !upsell) {
    return (
      <>
        <SelectionHeading />
        <LoadingStatus />
      </>
    );
  }
  const { snapshot, row, busy, send } = selection;
  const added = row.upsells.some((element) => element.id === upsell.id);

  return (
    <>
      <SelectionHeading title={upsell.upsell_headline ?? upsell.name} />
      {upsell.description ? <p className="lead">{upsell.description}</p> : null}
      <OfferPrice selection={selection} row={row} elementId={upsell.id} kind="upsell" />
      {snapshot.matches({ upsells: 'fields' }) ? (
        <SelectionFieldsForm
          submitLabel="selection.save_and_proceed"
          onCancel={() => send({ type: 'UPSELL.PASSED' })}
          cancelLabel={upsell.disadvantages_button_text ?? undefined}
        />
      ) : (
        <div className="upsell-panels">
          <section className="panel panel-advantages" aria-labelledby="upsell-advantages">
            <h2 id="upsell-advantages">
              {upsell.advantages_headline ?? <FormattedMessage id="selection.upsell_advantages" />}
            </h2>
            <ul>
              {upsell.advantages.map((advantage) => (
                <li key={advantage}>{advantage}</li>
              ))}
            </ul>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => send({ type: 'UPSELL.ADDED' })}
            >
              {added ? (
                <FormattedMessage id="selection.upsell_keep" />
              ) : (
                (upsell.advantages_button_text ?? <FormattedMessage id="selection.upsell_add" />)
              )}
            </button>
          </section>
          <section className="panel panel-disadvantages" aria-labelledby="upsell-disadvantages">
            <h2 id="upsell-disadvantages">
              {upsell.disadvantages_headline ?? <FormattedMessage id="selection.upsell_disadvantages" />}
            </h2>
            <ul>
              {upsell.disadvantages.map((disadvantage) => (
                <li key={disadvantage}>{disadvantage}</li>
              ))}
            </ul>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => send({ type: 'UPSELL.PASSED' })}
            >
              {added ? (
                <FormattedMessage id="selection.upsell_remove" />
              ) : (
                (upsell.disadvantages_button_text ?? <FormattedMessage id="selection.upsell_pass" />)
              )}
            </button>
          </section>
        </div>
      )}
      {snapshot.context.returning ? (
        <p className="step-actions">
          <button
            type="button"
            className="button button-link"
            disabled={busy}
            onClick={() => send({ type: 'UPSELL.PROCEED' })}
          >
            <FormattedMessage id="selection.proceed_without_changes" />
          </button>
        </p>
      ) : null}
    </>
  );
}
