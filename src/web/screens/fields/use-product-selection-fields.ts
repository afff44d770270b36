import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { definitionsOfForm } from '@machines/product-selection/fields';
import { useRouter } from '@tanstack/react-router';
import type { SubmittedFields } from '@web/fields/FieldsForm';
import { selectionProblems } from '@web/fields/selection-problems';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { useCallback, useMemo } from 'react';
import { type FieldsScreenModel, findRow, hasPostponedFields } from './fields-screen-model';

/** States of the product-selection machine that show a fields screen of their own. */
const FORM_STATES = ['productFields', 'addonFields', 'upsellFields'] as const;

/**
 * The fields screens of product selection (`/additional-product-fields`,
 * `/additional-addon-fields`, `/additional-popularaddon-fields`): the machine's `form` (owner,
 * element, postponed, headline, hint) and its field problems; events FIELDS.SUBMITTED (values by
 * field key), FIELDS.EDITED (key) and STEP.BACK (product fields; the others go back in history).
 */
export function useProductSelectionFields(): FieldsScreenModel | null {
  const snapshot = useAreaState('productSelection');
  const { send } = useWizard();
  const router = useRouter();
  const context = snapshot?.context;
  const form = context?.form ?? null;
  const catalogue = context?.catalogue;
  const definitions = useMemo(
    () => (form && catalogue ? definitionsOfForm(form, catalogue) : []),
    [form, catalogue],
  );
  const fieldErrors = context?.fieldErrors;
  const problems = useMemo(() => selectionProblems(definitions, fieldErrors), [definitions, fieldErrors]);

  const owner = form?.owner;
  const onSubmit = useCallback(
    (values: SubmittedFields) => send({ type: 'FIELDS.SUBMITTED', values: values.byKey }),
    [send],
  );
  const onEdited = useCallback(
    (definition: AdditionalFieldDefinition) => send({ type: 'FIELDS.EDITED', key: definition.key }),
    [send],
  );
  const onBack = useCallback(() => {
    if (owner === 'product') send({ type: 'STEP.BACK' });
    else router.history.back();
  }, [owner, router, send]);

  if (!snapshot || !context || !form || !FORM_STATES.some((state) => snapshot.matches(state))) return null;
  const row = findRow(context.cart.items, context.rowId);
  const element =
    form.owner === 'addon'
      ? row?.addons.find((addon) => addon.id === form.elementId)
      : form.owner === 'upsell'
        ? row?.upsells.find((upsell) => upsell.id === form.elementId)
        : row?.product;
  const product = context.catalogue.productsById[form.elementId];
  return {
    formKey: `${form.owner}:${context.rowId ?? 'new'}:${form.elementId}:${form.postponed ? 'y' : 'n'}`,
    owner: form.owner,
    definitions,
    stored: element?.additional_fields ?? [],
    problems,
    busy: snapshot.hasTag('busy'),
    headline: form.headline,
    hint: form.hint,
    postponed: form.postponed,
    fieldsLater: !form.postponed && hasPostponedFields(product),
    subject: product?.name ?? null,
    onSubmit,
    onEdited,
    onBack,
  };
}
