import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The brands' mail files (logos, attached terms), kept in the repository next to this module and
 * copied next to the built server (`dist/server/mail-files`, see vite.server.config.ts).
 */
export const MAIL_FILES_DIR = fileURLToPath(new URL('./mail-files', import.meta.url));

/** A mail file's bytes by its name in the brand's settings (`hostwerk/logo.png`); never outside the folder. */
export async function readMailFile(name: string): Promise<Buffer> {
  const path = normalize(join(MAIL_FILES_DIR, name));
  if (!path.startsWith(`${MAIL_FILES_DIR}/`))
    throw new Error('A mail file must lie in the mail files folder');
  return readFile(path);
}
