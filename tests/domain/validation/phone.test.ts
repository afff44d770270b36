import { isValidPhone } from '@domain/validation/phone';
import { describe, expect, it } from 'vitest';

describe('isValidPhone: only digits, spaces and plus', () => {
  it.each([
    ['+49 30 1234567', true],
    ['030123456', true],
    ['+43 1 234', true],
    ['030-123456', false],
    ['(030) 123456', false],
    ['030/123456', false],
    ['+49 30 123 x', false],
    ['+', false],
    [' ', false],
    ['', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });
});
