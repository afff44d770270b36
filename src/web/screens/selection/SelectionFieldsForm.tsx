import { definitionsOfForm } from '@machines/product-selection/fields';
import { shownRow } from '@machines/product-selection/selectors';
import { FieldsForm } from '@web/fields/FieldsForm';
import { selectionProblems } from '@web/fields/selection-problems';
import type { MessageKey } from '@web/i18n/catalogues';
import { FormattedMessage } from 'react-intl';
import { useSelection } from './use-selection';

interface Props {
  submitLabel: MessageKey;
  onCancel(): void;
  /** The cancel button's text when the product names it (e.g. an upsell's pass text). */
  cancelLabel?: string | undefined;
}

/**
 * The fields form shown inside the upsell and promoted-addon screens (the element just chosen has
 * fields): the machine's form, its problems, FIELDS.SUBMITTED / FIELDS.EDITED.
 */
export function SelectionFieldsForm({ submitLabel, onCancel, cancelLabel }: Props) {
  const selection = useSelection();
  const form = selection?.snapshot.context.form ?? null;
  if (!selection || !form) return null;
  const { snapshot, catalogue, busy, send } = selection;
  const definitions = definitionsOfForm(form, catalogue);
  const row = shownRow(snapshot);
  const element = [...(row?.addons ?? []), ...(row?.upsells ?? [])].find(
    (entry) => entry.id === form.elementId,
  );
  return (
    <FieldsForm
      key={`${form.owner}:${form.elementId}`}
      definitions={definitions}
      stored={element?.additional_fields ?? []}
      owner={form.owner}
      problems={selectionProblems(definitions, snapshot.context.fieldErrors)}
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={(values) => send({ type: 'FIELDS.SUBMITTED', values: values.byKey })}
      onEdited={(definition) => send({ type: 'FIELDS.EDITED', key: definition.key })}
      secondary={
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          {cancelLabel ?? <FormattedMessage id="selection.cancel" />}
        </button>
      }
    />
  );
}
