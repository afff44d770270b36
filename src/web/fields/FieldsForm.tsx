import type { AdditionalFieldValue } from '@contract/cart';
import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { FieldOwnerType } from '@contract/fields';
import type { FieldError, FieldValue } from '@domain/validation/additional-fields/field-error';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageKey } from '@web/i18n/catalogues';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FieldControl } from './FieldControl';
import { fieldsFormSchema } from './fields-schema';
import {
  type FormValues,
  formName,
  initialFormValues,
  ruleErrorsById,
  valuesByFieldKey,
  valuesToStore,
} from './form-values';
import { useFieldErrorText } from './use-field-messages';
import { useFieldTouch } from './use-field-touch';
import { useProblemsInLocale } from './use-problems-in-locale';
import './fields.css';

/** A problem the area's machine holds for a field: the server's message, or a rule error of a refused submit. */
export type FieldProblem = { kind: 'server'; message: string } | { kind: 'rule'; error: FieldError };

/** What a submit hands over: by field key (product selection) and as values to store (others). */
export interface SubmittedFields {
  byKey: Record<string, FieldValue>;
  list: AdditionalFieldValue[];
}

export interface FieldsFormProps {
  definitions: readonly AdditionalFieldDefinition[];
  /** Values stored so far (the form starts with them). */
  stored: readonly AdditionalFieldValue[];
  owner: FieldOwnerType;
  /** Problems from the machine by field id; each blocks the form until its field is edited. */
  problems: ReadonlyMap<number, FieldProblem>;
  /** The machine validates or saves: nothing can be sent. */
  busy: boolean;
  /** The field whose headline is the page title (not repeated above it). */
  titleFieldId?: number | null;
  submitLabel?: MessageKey;
  onSubmit(values: SubmittedFields): void;
  /** A field with a problem was changed (the machine clears its problem). */
  onEdited(definition: AdditionalFieldDefinition): void;
  /** Buttons beside the forward button (Back, Cancel). */
  secondary?: ReactNode;
}

/**
 * The additional-fields form shared by every fields screen: one input component per field, the
 * domain's rules checked as the user types (messages shown 500 ms after the last input), the
 * machine's problems (server errors) shown per field until the field is edited, and the forward
 * button disabled until everything is valid. A react-hook-form form: its values, touched inputs,
 * submit and focus are the library's, its resolver the schema built from the definitions.
 */
export function FieldsForm({
  definitions,
  stored,
  owner,
  problems,
  busy,
  titleFieldId = null,
  submitLabel = 'fields.save_and_proceed',
  onSubmit,
  onEdited,
  secondary,
}: FieldsFormProps) {
  const formId = useId();
  const errorText = useFieldErrorText();
  const schema = useMemo(() => fieldsFormSchema(definitions), [definitions]);
  // The form starts from the stored values once; a different element remounts it (key).
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialFormValues(definitions, stored),
  });
  const { control, handleSubmit, setFocus, watch } = form;
  const touched = useFieldTouch(form);
  const values = watch();
  const ruleErrors = ruleErrorsById(definitions, values);
  const shownProblems = useProblemsInLocale(problems, definitions, values, owner);

  const [checkProblems, setCheckProblems] = useState<ReadonlySet<number>>(() => new Set());
  const onCheckProblem = useCallback((fieldId: number, blocked: boolean) => {
    setCheckProblems((previous) => {
      if (previous.has(fieldId) === blocked) return previous;
      const next = new Set(previous);
      if (blocked) next.add(fieldId);
      else next.delete(fieldId);
      return next;
    });
  }, []);

  // Problems that arrive from the machine (after a submit) move the focus to the first of them,
  // once per new set of problems (compared by content: callers may build a new map each render).
  const firstProblem = definitions.find((definition) => problems.has(definition.id));
  const problemsSeen = [...problems]
    .map(([id, problem]) => `${id}:${problem.kind === 'server' ? problem.message : problem.error.key}`)
    .join('|');
  const focused = useRef('');
  useEffect(() => {
    if (problemsSeen === focused.current) return;
    focused.current = problemsSeen;
    if (firstProblem) setFocus(formName(firstProblem));
  }, [firstProblem, problemsSeen, setFocus]);

  // A form without fields has nothing to send (the machines refuse an empty submit).
  const valid =
    definitions.length > 0 && ruleErrors.size === 0 && problems.size === 0 && checkProblems.size === 0;
  const hintId = `${formId}-hint`;

  // An invalid form is not sent: react-hook-form counts the submit (every input shows its
  // messages) and focuses the first invalid field.
  const submit = handleSubmit((submitted) => {
    if (busy || problems.size > 0 || checkProblems.size > 0) return;
    onSubmit({
      byKey: valuesByFieldKey(definitions, submitted),
      list: valuesToStore(definitions, submitted),
    });
  });

  const problemText = (problem: FieldProblem | undefined): string | null => {
    if (!problem) return null;
    return problem.kind === 'server' ? problem.message : errorText(problem.error);
  };

  return (
    <form className="fields-form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      {definitions.map((definition) => (
        <div key={definition.id} className="fields-item">
          {definition.headline && definition.id !== titleFieldId ? (
            <h2 className="fields-headline">{definition.headline}</h2>
          ) : null}
          <Controller
            control={control}
            name={formName(definition)}
            render={({ field }) => (
              <FieldControl
                definition={definition}
                id={`${formId}-${definition.id}`}
                owner={owner}
                value={field.value}
                onValue={field.onChange}
                focusRef={field.ref}
                ruleError={ruleErrors.get(definition.id) ?? null}
                problem={problemText(shownProblems.get(definition.id))}
                touched={touched}
                onEdited={onEdited}
                onCheckProblem={onCheckProblem}
              />
            )}
          />
        </div>
      ))}
      <div className="form-actions">
        {secondary}
        <button
          type="submit"
          className="button button-primary"
          disabled={!valid || busy}
          aria-describedby={!valid && !busy && definitions.length > 0 ? hintId : undefined}
        >
          <FormattedMessage id={submitLabel} />
        </button>
      </div>
      {busy ? (
        <p className="field-note" role="status">
          <FormattedMessage id="fields.saving" />
        </p>
      ) : !valid && definitions.length > 0 ? (
        <p id={hintId} className="field-note">
          <FormattedMessage id={problems.size > 0 ? 'fields.fix_errors' : 'fields.complete_to_continue'} />
        </p>
      ) : null}
    </form>
  );
}
