import { PromoCodeForm } from '@domain/promotions/code-form';
import { describe, expect, it } from 'vitest';

describe('the promo code box', () => {
  it.each([
    ['WELCOME10', 'WELCOME10'],
    ['  WELCOME10 ', 'WELCOME10'],
    ['WELCOME 10', 'WELCOME 10'],
    ['x'.repeat(64), 'x'.repeat(64)],
  ])('%j is sent as %j', (code, sent) => {
    expect(PromoCodeForm.parse({ code })).toEqual({ code: sent });
  });

  it.each([[''], ['   '], ['x'.repeat(65)]])('%j is not sent', (code) => {
    expect(PromoCodeForm.safeParse({ code }).success).toBe(false);
  });
});
