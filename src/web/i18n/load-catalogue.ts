import type { LocaleCode } from '@contract/common';
import type { MessageFormatElement } from 'react-intl';
import type { MessageKey } from './catalogues';

/** A locale's messages: every key of the catalogues (the build parses the compiled catalogues). */
export type LoadedCatalogue = Readonly<Record<MessageKey, MessageFormatElement[]>>;

/** Each locale's catalogue is its own chunk: a visitor downloads only the language they see. */
const loaders: Record<
  LocaleCode,
  () => Promise<{ default: Readonly<Record<string, MessageFormatElement[]>> }>
> = {
  'de-DE': () => import('virtual:catalogue/de-DE'),
  'en-GB': () => import('virtual:catalogue/en-GB'),
};

let active: Readonly<Record<string, MessageFormatElement[]>> = {};

/** Loads a locale's pre-parsed messages and makes their keys the ones `isMessageKey` knows. */
export async function loadCatalogue(locale: LocaleCode): Promise<LoadedCatalogue> {
  const { default: messages } = await loaders[locale]();
  active = messages;
  return messages as LoadedCatalogue;
}

/**
 * Whether a key computed at run time (a machine's title or notice) is in the catalogues. Every
 * locale has the same keys (the catalogues do not compile otherwise), and nothing is rendered before
 * the session's catalogue is loaded (SessionGate), so the loaded one answers for all.
 */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(active, key);
