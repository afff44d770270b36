/** Text for HTML content or a quoted attribute of the server's own pages (& < > " ' as entities). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
