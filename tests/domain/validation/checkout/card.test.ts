import { CardHolderForm } from '@domain/validation/checkout/card';
import { describe, expect, it } from 'vitest';
import { fieldError } from './errors';

describe('card holder name: required', () => {
  it.each([
    ['', 'payment.form_validation.holder_name_required'],
    ['  ', 'payment.form_validation.holder_name_required'],
    [undefined, 'payment.form_validation.holder_name_required'],
    ['Anna Berg', null],
  ])('%j gives %s', (holder_name, expected) => {
    expect(fieldError(CardHolderForm, { holder_name }, 'holder_name')).toBe(expected);
  });

  it('is trimmed', () => {
    expect(CardHolderForm.parse({ holder_name: ' Anna Berg ' })).toEqual({ holder_name: 'Anna Berg' });
  });
});
