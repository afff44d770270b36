import type { LocaleCode } from '@contract/common';
import { deDE } from './messages/de-DE';
import type { Messages } from './messages/en-GB';
import { enGB } from './messages/en-GB';

export const fallbackLocale: LocaleCode = 'en-GB';

export const catalogues: Readonly<Record<LocaleCode, Messages>> = {
  'de-DE': deDE,
  'en-GB': enGB,
};
