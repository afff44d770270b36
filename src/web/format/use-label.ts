import type { MessageDescriptor } from '@domain/labels/message';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Turns a label of the rules (`maturityLabel(12)`) into text; an unknown key shows as it is. */
export function useLabel(): (label: MessageDescriptor) => string {
  const intl = useIntl();
  return useCallback(
    (label) => (isMessageKey(label.key) ? intl.formatMessage({ id: label.key }, label.values) : label.key),
    [intl],
  );
}
