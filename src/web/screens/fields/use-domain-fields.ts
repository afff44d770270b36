import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { formDefinitions } from '@machines/product-selection/fields';
import { useRouter } from '@tanstack/react-router';
import type { SubmittedFields } from '@web/fields/FieldsForm';
import { singleFieldHeadline } from '@web/fields/form-values';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { useCallback, useMemo } from 'react';
import { type FieldsScreenModel, findRow, hasPostponedFields, serverProblems } from './fields-screen-model';

/**
 * `/domains/additional-domain-fields` (domain lookup): the fields of the domain-only product for
 * the domain on show (`fieldsDomain`), the postponed ones when the route has `p=y`; events
 * FIELDS.SUBMITTED (values to store) and FIELDS.EDITED (field id). Back goes back in history.
 */
export function useDomainFields(): FieldsScreenModel | null {
  const snapshot = useAreaState('domainLookup');
  const { send } = useWizard();
  const router = useRouter();
  const context = snapshot?.context;
  const catalogue = context?.catalogue;
  const postponed = context?.postfill ?? false;
  const domainProduct = catalogue?.productsById[catalogue.domainOnlyProductId];
  const definitions = useMemo(
    () => (domainProduct ? formDefinitions(domainProduct, postponed) : []),
    [domainProduct, postponed],
  );
  const fieldErrors = context?.fieldErrors;
  const problems = useMemo(() => serverProblems(definitions, fieldErrors ?? {}), [definitions, fieldErrors]);

  const onSubmit = useCallback(
    (values: SubmittedFields) => send({ type: 'FIELDS.SUBMITTED', values: values.list }),
    [send],
  );
  const onEdited = useCallback(
    (definition: AdditionalFieldDefinition) => send({ type: 'FIELDS.EDITED', fieldId: definition.id }),
    [send],
  );
  const onBack = useCallback(() => router.history.back(), [router]);

  if (!snapshot || !context || !snapshot.matches('domainFields') || context.fieldsDomain === null)
    return null;
  const domain = findRow(context.cart.items, context.rowId)?.domains.find(
    (candidate) => candidate.name === context.fieldsDomain,
  );
  return {
    formKey: `domain:${context.rowId ?? ''}:${context.fieldsDomain}:${postponed ? 'y' : 'n'}`,
    owner: 'domain',
    definitions,
    stored: domain?.additional_fields ?? [],
    problems,
    busy: snapshot.hasTag('busy'),
    headline: singleFieldHeadline(definitions),
    hint: null,
    postponed,
    fieldsLater: !postponed && hasPostponedFields(domainProduct),
    subject: context.fieldsDomain,
    onSubmit,
    onEdited,
    onBack,
  };
}
