import { PromotionCodeParam } from '@contract/promotions';
import { isPromotionCodeShape } from '@domain/promotions/code-shape';
import { describe, expect, it } from 'vitest';

describe('the shape of a promotion code', () => {
  it.each([
    ['WELCOME10', true],
    ['spring_sale-2026', true],
    ['A', true],
    ['x'.repeat(64), true],
    ['', false],
    ['x'.repeat(65), false],
    ['WELCOME 10', false],
    ['<b>10</b>', false],
    ['RABATT€', false],
    ['../promotions', false],
  ])('%j can be a code: %s (and the API path parameter agrees)', (code, shaped) => {
    expect(isPromotionCodeShape(code)).toBe(shaped);
    expect(PromotionCodeParam.safeParse({ code }).success).toBe(shaped);
  });
});
