import type { AdditionalFieldDefinition } from '@contract/catalogue';
import { z } from 'zod/mini';
import { type FormValues, formName, ruleErrorsById } from './form-values';

const isFormValues = (values: unknown): values is FormValues =>
  typeof values === 'object' && values !== null && !Array.isArray(values);

/**
 * The fields form's schema, built from the server's definitions: the domain's rules over all
 * values (a rule may read another field, e.g. `same_as`), each error an issue at its field's form
 * name, or at `name.part` for the parts of a composite. The issue's message is the error's key;
 * the form shows the error with its values (label, length) from the same rules.
 */
export function fieldsFormSchema(definitions: readonly AdditionalFieldDefinition[]) {
  return z.custom<FormValues>(isFormValues).check(
    z.superRefine((values, ctx) => {
      for (const [id, error] of ruleErrorsById(definitions, values)) {
        const name = formName({ id });
        const parts = Object.entries(error.subfields ?? {});
        if (parts.length === 0)
          ctx.addIssue({ code: 'custom', path: [name], message: error.key, input: values[name] });
        for (const [part, partError] of parts)
          ctx.addIssue({ code: 'custom', path: [name, part], message: partError.key, input: values[name] });
      }
    }),
  );
}
