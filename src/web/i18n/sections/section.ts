import type { LocaleCode } from '@contract/common';

/**
 * One part of the catalogues with both languages side by side. The German texts must carry exactly
 * the keys of the English ones (a missing or extra key is a compile error).
 */
export function section<const Key extends string>(texts: {
  'en-GB': Readonly<Record<Key, string>>;
  'de-DE': Readonly<Record<NoInfer<Key>, string>>;
}): Readonly<Record<LocaleCode, Readonly<Record<Key, string>>>> {
  return texts;
}
