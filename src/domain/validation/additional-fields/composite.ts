import type { FieldError, FieldValue } from './field-error';
import { fieldError } from './field-error';

/** The parts of a composite field value (nsa, ppoa), by part name. */
export type CompositeRecord = Record<string, string>;

/**
 * Composite values travel as a one-entry list `[{ part: 'text', ... }]`, because the contract's
 * FieldValue allows lists of text records but no plain objects. Reads such a value: null, blank
 * text or an empty list give `{}`; a one-entry list gives its entry with trimmed parts; anything
 * else (text, number, several entries) gives null (wrong shape).
 */
export function readComposite(value: FieldValue | undefined): CompositeRecord | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return {};
  if (!Array.isArray(value) || value.length > 1) return null;
  const entry = value[0] ?? {};
  return Object.fromEntries(Object.entries(entry).map(([part, text]) => [part, text.trim()]));
}

/** Writes a composite record as the stored FieldValue (`[record]`). */
export function toCompositeValue(record: CompositeRecord): FieldValue {
  return [record];
}

/** Tick box parts are '1' or 'true' when ticked (also 'on', 'yes'); anything else is unticked. */
export function isTicked(flag: string | undefined): boolean {
  return ['1', 'true', 'on', 'yes'].includes((flag ?? '').trim().toLowerCase());
}

export interface PartRule {
  part: string;
  max: number;
  required: boolean;
}

/** Checks text parts: required parts non-empty, every part at most `max` characters. */
export function checkParts(record: CompositeRecord, parts: readonly PartRule[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const { part, max, required } of parts) {
    const text = record[part] ?? '';
    if (required && text === '') errors[part] = fieldError('required', { label: part });
    else if ([...text].length > max) errors[part] = fieldError('max_length', { label: part, length: max });
  }
  return errors;
}

/** True when no part of the record has text. */
export function isBlankRecord(record: CompositeRecord): boolean {
  return Object.values(record).every((text) => text === '');
}
