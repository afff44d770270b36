import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vatIdKind } from '@domain/vat/vat-id';
import { VatIdChecker } from '@server/vat/vat-id-checker';
import { RestVies } from '@server/vat/vies-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real VIES adapter against a stand-in of VIES' REST API on loopback: what it sends, and how
 * each kind of answer (valid, not valid, error codes, odd statuses, silence) becomes valid, invalid
 * or unavailable within the checker's time budget.
 */
type Reply = { status: number; body: unknown } | 'silence' | 'hang-up';
const replies = new Map<string, Reply>();
const received: unknown[] = [];

let standIn: Server;
let baseUrl: string;
beforeAll(async () => {
  standIn = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as { countryCode?: string; vatNumber?: string };
      received.push({
        method: request.method,
        url: request.url,
        type: request.headers['content-type'],
        body,
      });
      const reply = replies.get(`${body.countryCode}${body.vatNumber}`) ?? {
        status: 200,
        body: { valid: false },
      };
      if (reply === 'silence') return;
      if (reply === 'hang-up') {
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/taxation_customs/vies/rest-api`;
});
afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

const error = (code: string) => ({ actionSucceed: false, errorWrappers: [{ error: code, message: code }] });

describe('VIES REST adapter', () => {
  it('asks POST {base}/check-vat-number with the member state and the rest of the id', async () => {
    replies.set('ELU123456789', {
      status: 200,
      body: { countryCode: 'EL', vatNumber: '123456789', valid: true },
    });
    const vies = new RestVies({ baseUrl });
    const id = vatIdKind('EL123456789');
    if (id.kind !== 'eu') throw new Error('not an EU id');
    received.length = 0;
    await vies.check(id.id, AbortSignal.timeout(2000));
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/taxation_customs/vies/rest-api/check-vat-number',
        type: 'application/json',
        body: { countryCode: 'EL', vatNumber: '123456789' },
      },
    ]);
  });

  it.each<[string, string, Reply, string, string | undefined]>([
    [
      'valid: true',
      'ATU11111111',
      { status: 200, body: { valid: true, name: 'X', address: 'Y' } },
      'valid',
      undefined,
    ],
    ['valid: false', 'ATU22222222', { status: 200, body: { valid: false } }, 'invalid', undefined],
    ['INVALID_INPUT', 'ATU33333333', { status: 400, body: error('INVALID_INPUT') }, 'invalid', undefined],
    [
      'MS_UNAVAILABLE',
      'ATU44444444',
      { status: 200, body: error('MS_UNAVAILABLE') },
      'unavailable',
      'MS_UNAVAILABLE',
    ],
    [
      'MS_MAX_CONCURRENT_REQ',
      'ATU55555555',
      { status: 500, body: error('MS_MAX_CONCURRENT_REQ') },
      'unavailable',
      'MS_MAX_CONCURRENT_REQ',
    ],
    ['a 503 without an answer', 'ATU66666666', { status: 503, body: 'down' }, 'unavailable', 'HTTP_503'],
    ['a connection closed without an answer', 'ATU77777777', 'hang-up', 'unavailable', 'NETWORK'],
    ['no answer within the time budget', 'ATU88888888', 'silence', 'unavailable', 'TIMEOUT'],
  ])('%s is %s', async (_name, vatId, reply, status, code) => {
    replies.set(vatId, reply);
    const lines: unknown[] = [];
    const log = { info: (fields: unknown) => lines.push(fields) };
    // Only the silent service is meant to run out of time; the others answer (or hang up) well
    // within a budget that a busy machine cannot exhaust.
    const budgetMs = reply === 'silence' ? 300 : 3000;
    const checker = new VatIdChecker(new RestVies({ baseUrl }), budgetMs);
    const started = Date.now();
    const check = await checker.check(vatId, log as never);
    expect(Date.now() - started).toBeLessThan(budgetMs + 1700);
    expect(check).toMatchObject({ vat_id: vatId, status });
    // The log line names the member state and outcome, never the id.
    expect(lines).toEqual([
      { vat_id_check: expect.objectContaining({ provider: 'rest', member_state: 'AT', status, code }) },
    ]);
    expect(JSON.stringify(lines)).not.toContain(vatId.slice(2));
  });

  it('an id of a country outside the EU is not asked about; a malformed EU id is invalid without asking', async () => {
    received.length = 0;
    const checker = new VatIdChecker(new RestVies({ baseUrl }), 300);
    expect(await checker.check('CHE-123.456.789')).toBeNull();
    expect(await checker.check('DE1')).toMatchObject({ vat_id: 'DE1', status: 'invalid' });
    expect(received).toEqual([]);
  });
});
