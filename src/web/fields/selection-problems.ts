import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { FieldProblem as MachineProblem } from '@machines/product-selection/types';
import type { FieldProblem } from '@web/fields/FieldsForm';

/** The product-selection machine's field problems (by field key) as the form shows them (by field id). */
export function selectionProblems(
  definitions: readonly AdditionalFieldDefinition[],
  fieldErrors: Readonly<Record<string, MachineProblem>> | undefined,
): Map<number, FieldProblem> {
  const found = new Map<number, FieldProblem>();
  for (const definition of definitions) {
    const problem = fieldErrors?.[definition.key];
    if (!problem) continue;
    found.set(
      definition.id,
      problem.source === 'server'
        ? { kind: 'server', message: problem.message }
        : { kind: 'rule', error: problem.error },
    );
  }
  return found;
}
