/** Fills the buffer with random bytes and returns it (the shape of `crypto.getRandomValues`). */
export type RandomBytes = (buffer: Uint8Array<ArrayBuffer>) => Uint8Array;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this value are skipped so every character is equally likely (4 x 62). */
const UNBIASED_LIMIT = 248;
export const ROW_ID_LENGTH = 32;
const MAX_ROUNDS = 64;

export const defaultRandomBytes: RandomBytes = (buffer) => globalThis.crypto.getRandomValues(buffer);

/** A cart row id: 32 random letters and digits (spec section 9). */
export function generateRowId(random: RandomBytes = defaultRandomBytes): string {
  let id = '';
  for (let round = 0; round < MAX_ROUNDS && id.length < ROW_ID_LENGTH; round++) {
    for (const byte of random(new Uint8Array(ROW_ID_LENGTH))) {
      if (byte < UNBIASED_LIMIT && id.length < ROW_ID_LENGTH) id += ALPHABET.charAt(byte % ALPHABET.length);
    }
  }
  if (id.length < ROW_ID_LENGTH) throw new Error('The random source did not deliver usable bytes.');
  return id;
}
