import type { TermChange } from '@domain/cart/term-change';
import type { CatalogueContext } from '@domain/catalogue-context';
import { Modal } from '@web/components/Modal';
import { FormattedMessage } from 'react-intl';

interface Props {
  open: boolean;
  title: string;
  /** What the new term takes away: addons, upsells, the manual promotion. */
  dropped: TermChange['dropped'] | undefined;
  catalogue: CatalogueContext;
  onKeep(): void;
  onChange(): void;
}

/**
 * The confirm modal of a term change that drops something (product selection's term screens and
 * the cart's addon period change): names what goes; the visitor keeps the old term or changes it.
 */
export function TermDropModal({ open, title, dropped, catalogue, onKeep, onChange }: Props) {
  const nameOf = (id: number) => catalogue.productsById[id]?.name ?? String(id);
  const names = dropped ? [...dropped.upsells.map(nameOf), ...dropped.addons.map(nameOf)] : [];
  return (
    <Modal open={open} title={title} onClose={onKeep}>
      {names.length > 0 ? (
        <>
          <p>
            <FormattedMessage id="selection.term_confirm_drops" values={{ count: names.length }} />
          </p>
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {dropped?.promotion ? (
        <p>
          <FormattedMessage id="selection.term_confirm_promotion" values={{ code: dropped.promotion }} />
        </p>
      ) : null}
      <p className="step-actions">
        <button type="button" className="button" onClick={onKeep}>
          <FormattedMessage id="selection.term_keep" />
        </button>
        <button type="button" className="button button-primary" onClick={onChange}>
          <FormattedMessage id="selection.term_change" />
        </button>
      </p>
    </Modal>
  );
}
