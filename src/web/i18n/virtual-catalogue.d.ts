/**
 * One locale's core messages (`virtual:catalogue/en-GB`) or one of its parts
 * (`virtual:catalogue/en-GB-checkout`), parsed into ICU message ASTs at build time (vite.config.ts).
 */
declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Readonly<Record<string, MessageFormatElement[]>>;
  export default messages;
}
