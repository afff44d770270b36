import { copyrightYears } from '@domain/brand/copyright';
import { describe, expect, it } from 'vitest';

describe('copyright years (years on the market only if copyright_year is earlier than this year)', () => {
  it.each([
    { copyrightYear: 2009, currentYear: 2025, expected: { year: 2025, yearsOnMarket: 16 } },
    { copyrightYear: 2024, currentYear: 2025, expected: { year: 2025, yearsOnMarket: 1 } },
    { copyrightYear: 2025, currentYear: 2025, expected: { year: 2025, yearsOnMarket: null } },
    { copyrightYear: 2026, currentYear: 2025, expected: { year: 2025, yearsOnMarket: null } },
  ])('copyright year $copyrightYear in $currentYear', ({ copyrightYear, currentYear, expected }) => {
    expect(copyrightYears(copyrightYear, currentYear)).toEqual(expected);
  });
});
