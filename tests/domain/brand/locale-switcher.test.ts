import type { Brand } from '@contract/brand';
import { showsLocaleSwitcher } from '@domain/brand/locale-switcher';
import { describe, expect, it } from 'vitest';

type SwitcherInput = Pick<Brand, 'locales' | 'properties'>;

const brand = (
  codes: Array<'de-DE' | 'en-GB'>,
  showSwitcher: boolean,
  displaySwitcher: boolean,
): SwitcherInput =>
  ({
    locales: codes.map((code, index) => ({
      code,
      label: code,
      fallback_code: 'en-GB',
      is_default: index === 0,
    })),
    properties: { show_locale_switcher: showSwitcher, display: { locale_switcher: displaySwitcher } },
  }) as unknown as SwitcherInput;

describe('language switcher: only with 2 or more locales and when the brand allows it', () => {
  it.each([
    { codes: ['de-DE', 'en-GB'] as const, show: true, display: true, expected: true },
    { codes: ['en-GB'] as const, show: true, display: true, expected: false },
    { codes: ['de-DE', 'en-GB'] as const, show: false, display: true, expected: false },
    { codes: ['de-DE', 'en-GB'] as const, show: true, display: false, expected: false },
  ])('$codes, show $show, display $display → $expected', ({ codes, show, display, expected }) => {
    expect(showsLocaleSwitcher(brand([...codes], show, display))).toBe(expected);
  });
});
