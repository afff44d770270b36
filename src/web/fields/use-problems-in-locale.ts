import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { FieldOwnerType } from '@contract/fields';
import { useFieldsCheck } from '@web/api/queries/fields';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblem } from './FieldsForm';
import { type FormValues, valuesToStore } from './form-values';

/**
 * The server's errors come as texts in the language of the moment they were sent. After a
 * language switch the form asks the server again for the fields showing one (with the values that
 * were sent: editing a field clears its error) and shows the new texts; until they come, or if
 * that check fails, the old texts stay. Problems that arrive later are in the language they
 * arrive in.
 */
export function useProblemsInLocale(
  problems: ReadonlyMap<number, FieldProblem>,
  definitions: readonly AdditionalFieldDefinition[],
  values: FormValues,
  owner: FieldOwnerType,
): ReadonlyMap<number, FieldProblem> {
  const { locale } = useIntl();
  const serverIds = [...problems].flatMap(([id, problem]) => (problem.kind === 'server' ? [id] : []));
  const signature = serverIds
    .map((id) => {
      const problem = problems.get(id);
      return `${id}:${problem?.kind === 'server' ? problem.message : ''}`;
    })
    .join('|');
  // The language the current server texts were shown in (a render-time record: it only changes
  // together with the texts).
  const shownIn = useRef({ signature, locale });
  if (shownIn.current.signature !== signature) shownIn.current = { signature, locale };
  const stale = serverIds.length > 0 && shownIn.current.locale !== locale;
  const fields = stale
    ? valuesToStore(definitions, values)
        .filter((value) => serverIds.includes(value.field_id))
        .map((value) => ({ id: value.field_id, value: value.value, type: owner }))
    : null;
  const check = useFieldsCheck(fields, locale);
  if (!stale || !check.data || check.isPlaceholderData) return problems;
  const translated = new Map(problems);
  for (const id of serverIds) {
    const message = check.data.errors[String(id)]?.[0];
    if (message !== undefined) translated.set(id, { kind: 'server', message });
  }
  return translated;
}
