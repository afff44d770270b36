import type { FieldValue } from '@domain/validation/additional-fields/field-error';
import { normalizeFieldValue } from '@domain/validation/additional-fields/normalize';
import { describe, expect, it } from 'vitest';
import { field } from './fixtures';

describe('normalizeFieldValue', () => {
  it.each<[string, ReturnType<typeof field>, FieldValue | undefined, FieldValue]>([
    ['text is trimmed', field('required|string'), '  example.de ', 'example.de'],
    [
      'direction controls are dropped',
      field('required|string'),
      'invoice\u202Efdp.exe\u2066 ',
      'invoicefdp.exe',
    ],
    ['a number stays', field('integer'), 12, 12],
    ['a boolean stays', field('boolean'), true, true],
    ['absent becomes null', field('string'), undefined, null],
    [
      'persons keep complete trimmed entries',
      field('persons'),
      [
        { first_name: ' Anna ', last_name: 'Berg' },
        { first_name: 'Carl', last_name: '' },
      ],
      [{ first_name: 'Anna', last_name: 'Berg' }],
    ],
    ['persons of a wrong shape stay', field('persons'), 'Anna', 'Anna'],
    ['absent persons become null', field('persons'), undefined, null],
    [
      'composite parts are trimmed',
      field('required', { input_component: 'nsa_address' }),
      [{ street: ' Main St ', number: '1', zip: '10115', city: 'Berlin ' }],
      [{ street: 'Main St', number: '1', zip: '10115', city: 'Berlin' }],
    ],
    [
      'PO-box parts are dropped when the box is not ticked',
      field('', { input_component: 'nsa_additional_address_data' }),
      [{ po_box: '0', po_box_city: 'Berlin', addition: ' c/o ' }],
      [{ po_box: '0', addition: 'c/o' }],
    ],
    [
      'a blank composite becomes null',
      field('', { input_component: 'nsa_address' }),
      [{ street: ' ' }],
      null,
    ],
    [
      'a composite of a wrong shape stays',
      field('', { input_component: 'nsa_address' }),
      'Main St 1',
      'Main St 1',
    ],
  ])('%s', (_name, definition, value, expected) => {
    expect(normalizeFieldValue(definition, value)).toEqual(expected);
  });
});
