import { isMessageKey } from '@web/i18n/load-catalogue';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Shows a message the machines or forms hand over: a message key of the catalogues (form rules,
 * machine errors) in the visitor's language, or a text the server already wrote in it.
 */
export function useMessage(): (text: string | null | undefined) => string | null {
  const intl = useIntl();
  return useCallback(
    (text) => {
      if (!text) return null;
      return isMessageKey(text) ? intl.formatMessage({ id: text }) : text;
    },
    [intl],
  );
}
