import type { LocaleCode } from '@contract/common';

/** The catalogue shown when the session's locale is not known (yet). */
export const fallbackLocale: LocaleCode = 'en-GB';
