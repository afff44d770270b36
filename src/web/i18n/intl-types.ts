import type { LocaleCode } from '@contract/common';
import type { MessageKey } from './catalogues';

/**
 * Registers the catalogue keys and locales with react-intl, so `formatMessage({ id })` and
 * `<FormattedMessage id>` accept only keys that exist in the catalogues.
 */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
    interface IntlConfig {
      locale: LocaleCode;
    }
  }
}
