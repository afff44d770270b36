/** One locale's catalogue, parsed into ICU message ASTs at build time (scripts/vite/precompiled-catalogues.ts). */
declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Readonly<Record<string, MessageFormatElement[]>>;
  export default messages;
}
