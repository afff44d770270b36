import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { formDefinitions } from '@machines/product-selection/fields';
import { useRouter } from '@tanstack/react-router';
import type { SubmittedFields } from '@web/fields/FieldsForm';
import { singleFieldHeadline } from '@web/fields/form-values';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { useCallback, useMemo } from 'react';
import { type FieldsScreenModel, findRow, serverProblems, sslHint } from './fields-screen-model';

/** Screen states of the postfill machine (one per kind of stop). */
const FORM_STATES = ['products', 'addons', 'popularAddons', 'domains'] as const;

/**
 * The postfill screens (`/postfill/products`, `/postfill/addons`, `/postfill/popular-addons`,
 * `/postfill/domains`): the postponed fields of the stop on show (`current`); events
 * FIELDS.SUBMITTED (values to store) and FIELD.EDITED (field id). Back goes back in history.
 */
export function usePostfillFields(): FieldsScreenModel | null {
  const snapshot = useAreaState('postfill');
  const { send } = useWizard();
  const router = useRouter();
  const context = snapshot?.context;
  const current = context?.current ?? null;
  const catalogue = context?.catalogue;
  const productId = current?.kind === 'domain' ? catalogue?.domainOnlyProductId : current?.elementId;
  const product = productId === undefined ? undefined : catalogue?.productsById[productId];
  const definitions = useMemo(() => (product ? formDefinitions(product, true) : []), [product]);
  const fieldErrors = context?.fieldErrors;
  const problems = useMemo(() => serverProblems(definitions, fieldErrors ?? {}), [definitions, fieldErrors]);

  const onSubmit = useCallback(
    (values: SubmittedFields) => send({ type: 'FIELDS.SUBMITTED', values: values.list }),
    [send],
  );
  const onEdited = useCallback(
    (definition: AdditionalFieldDefinition) => send({ type: 'FIELD.EDITED', fieldId: definition.id }),
    [send],
  );
  const onBack = useCallback(() => router.history.back(), [router]);

  if (!snapshot || !context || !current || !FORM_STATES.some((state) => snapshot.matches(state))) return null;
  const row = findRow(context.cart.items, current.rowId);
  const stored =
    current.kind === 'product'
      ? row?.product.additional_fields
      : current.kind === 'addon'
        ? row?.addons.find((addon) => addon.id === current.elementId)?.additional_fields
        : current.kind === 'upsell'
          ? row?.upsells.find((upsell) => upsell.id === current.elementId)?.additional_fields
          : row?.domains.find((domain) => domain.name === current.domain)?.additional_fields;
  return {
    formKey: current.key,
    owner: current.kind,
    definitions,
    stored: stored ?? [],
    problems,
    busy: snapshot.hasTag('busy'),
    headline: singleFieldHeadline(definitions),
    hint: current.kind === 'product' ? sslHint(product) : null,
    postponed: true,
    fieldsLater: false,
    subject: current.kind === 'domain' ? current.domain : (product?.name ?? null),
    onSubmit,
    onEdited,
    onBack,
  };
}
