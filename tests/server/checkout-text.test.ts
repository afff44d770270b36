import { LIMITS } from '@domain/validation/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PERSON, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * The shared text rules of the checkout forms on the server: a required name made only of
 * invisible characters is missing, and length limits count characters, not UTF-16 units.
 */
let test: TestServer;
let visitor: Visitor;
beforeAll(async () => {
  test = await startTestServer();
  visitor = new Visitor(() => test.server);
  await visitor.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'en-GB' } });
  await visitor.putCart(PRODUCT.plain);
});
afterAll(async () => {
  await test.stop();
});

const saveFirstName = (first_name: string) =>
  visitor.send({
    method: 'PUT',
    url: '/api/v2/session/basic-info',
    payload: { ...PRIVATE_PERSON, first_name },
  });

describe(`checkout texts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner and a byte-order mark', '\u2060\ufeff'],
    ['a soft hyphen between spaces', ' \u00ad '],
    ['a lone combining mark', '\u0301'],
    ['only whitespace', '\u00a0\u00a0'],
  ])('refuses a first name of only %s as missing', async (_what, name) => {
    const answer = await saveFirstName(name);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ first_name: ['Please enter your first name.'] });
  });

  it('takes a name with a visible letter among invisible characters', async () => {
    expect((await saveFirstName('\u200bErika')).statusCode).toBe(200);
  });

  it('counts characters, not UTF-16 units, against the name limit', async () => {
    const overHalfInUnits = '😀'.repeat(LIMITS.nameMax / 2 + 1);
    const accepted = await saveFirstName(overHalfInUnits);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.first_name).toBe(overHalfInUnits);
    expect((await saveFirstName('😀'.repeat(LIMITS.nameMax))).statusCode).toBe(200);
    const tooLong = await saveFirstName('😀'.repeat(LIMITS.nameMax + 1));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      first_name: ['The first name may be at most 100 characters long.'],
    });
  });

  it('counts a letter with a combining accent as the one character it shows', async () => {
    const decomposed = `${'a'.repeat(LIMITS.nameMax - 1)}e\u0308`;
    expect((await saveFirstName(decomposed)).statusCode).toBe(200);
  });
});
