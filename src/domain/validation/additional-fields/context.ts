import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { FieldValue } from './field-error';
import type { FieldRule } from './rules';

/** What a field rule may need beyond the field's own value. All parts are optional. */
export interface FieldValidationContext {
  /** Values of the fields of the same form by field key, for `sameAs:otherKey`. */
  readonly formValues?: Readonly<Record<string, FieldValue | undefined>>;
  /** Labels of the fields of the same form by field key, for the `same_as` message. */
  readonly formLabels?: Readonly<Record<string, string>>;
  /**
   * `exists` (our meaning): true when `value` is one of the options the server knows for the
   * field (e.g. an offered operating system image). Without it `exists` passes, so the browser
   * defers the rule to the server, which always provides it.
   */
  readonly exists?: (definition: AdditionalFieldDefinition, value: string) => boolean;
  /** validateFields only: leave postponed fields (`is_postponed`) out, for the first pass. */
  readonly skipPostponed?: boolean;
}

/** One field being validated: its definition, parsed rules and the context. */
export interface RuleInput {
  readonly definition: AdditionalFieldDefinition;
  readonly rules: readonly FieldRule[];
  readonly required: boolean;
  readonly context: FieldValidationContext;
}
