import type { Cart, CartItem } from '@contract/cart';
import type { Tld } from '@contract/domains';
import { PROMOTION_LOOKUP_PER_SESSION } from '@server/promotions/lookup-budget';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, rowId } from './support/catalogue';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Every path that looks up a promo code the session did not have before draws from the budget of
 * `GET /api/v2/promotions/{code}`: a cart save with a new `promotion` or `promotion_code` too. A
 * code the session already looked up, a code already on its stored cart and the brand's automatic
 * codes cost nothing, so a visitor's redeem (look-up, then save) is charged once.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const HOSTWERK = 'hostwerk.localhost';
const BUDGET = PROMOTION_LOOKUP_PER_SESSION.limit;

/** Every test uses its own client address, so the per-address budgets never mix tests. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const inject = (options: InjectOptions) => test.server.app.inject(options);

/** Web hosting M in its first term, with `code` on the product (HOSTING5 applies to it). */
function hostingRow(code: string | null): CartItem {
  return {
    row_id: rowId('h'),
    product: {
      id: 101,
      maturity_id: 10102,
      interval_id: 101021,
      promotion: code,
      additional_fields: [],
      informations: [],
    },
    addons: [],
    upsells: [],
    domains: [],
    is_preconfigured: false,
  };
}

class Caller {
  cookie = '';
  constructor(
    readonly address: string,
    readonly locale = 'en-GB',
  ) {}

  private headers(): Record<string, string> {
    return {
      host: HOSTWERK,
      'accept-language': this.locale,
      ...(this.cookie ? { cookie: this.cookie } : {}),
    };
  }

  private keep(setCookie: string | string[] | undefined) {
    if (setCookie && !this.cookie) this.cookie = sessionCookieFrom(setCookie);
  }

  async lookup(code: string) {
    const response = await inject({
      method: 'GET',
      url: `/api/v2/promotions/${code}`,
      headers: this.headers(),
      remoteAddress: this.address,
    });
    this.keep(response.headers['set-cookie']);
    return response;
  }

  async save(cart: Cart) {
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cart,
      headers: this.headers(),
      remoteAddress: this.address,
    });
    this.keep(response.headers['set-cookie']);
    return response;
  }

  async storedCart(): Promise<Cart> {
    const response = await inject({ method: 'GET', url: '/api/v2/session/cart', headers: this.headers() });
    return response.json().data;
  }
}

describe(`promo-code budget of cart saves (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a new code in a cart save with the look-up’s 429 once the look-ups are used up', async () => {
    const visitor = new Caller(freshAddress(), 'de-DE');
    expect((await visitor.save(cartOf(hostingRow(null)))).statusCode).toBe(200);
    for (let attempt = 1; attempt <= BUDGET; attempt++) {
      expect((await visitor.lookup(`GUESS${attempt}`)).statusCode).toBe(404);
    }
    const lookup = await visitor.lookup('HOSTING5');
    expect(lookup.statusCode).toBe(429);

    for (const code of ['GUESSX', 'HOSTING5']) {
      const save = await visitor.save(cartOf(hostingRow(code)));
      expect(save.statusCode).toBe(429);
      expect(save.json()).toEqual(lookup.json());
      expect(save.json().error).toBe('promotion_rate_limited');
      expect(Number(save.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Nothing was saved: the stored cart still has no code.
    expect((await visitor.storedCart()).items[0]?.product.promotion).toBeNull();
  });

  it('charges each new code of a cart save to the same budget as the look-up', async () => {
    const visitor = new Caller(freshAddress());
    for (let attempt = 1; attempt <= BUDGET; attempt++) {
      const save = await visitor.save(cartOf(hostingRow(`GUESS${attempt}`)));
      expect(save.statusCode).toBe(200);
    }
    const guess = await visitor.save(cartOf(hostingRow('HOSTING5')));
    expect(guess.statusCode).toBe(429);
    expect(guess.json().error).toBe('promotion_rate_limited');
    expect((await visitor.lookup('HOSTING5')).statusCode).toBe(429);
    // A save without a new code goes on.
    expect((await visitor.save(cartOf(hostingRow(null)))).statusCode).toBe(200);
  });

  it('counts a new code in a domain’s promotion_code too', async () => {
    const visitor = new Caller(freshAddress());
    for (let attempt = 1; attempt <= BUDGET; attempt++) await visitor.lookup(`GUESS${attempt}`);
    const tlds = (await inject({ method: 'GET', url: '/api/v2/domains', headers: { host: HOSTWERK } })).json()
      .data as Tld[];
    const de = tlds.find((tld) => tld.tld === 'de');
    if (!de) throw new Error('no .de in the seed');
    const row: CartItem = {
      ...hostingRow(null),
      domains: [
        {
          id: de.id,
          name: 'example-budget.de',
          inclusive: false,
          inclusive_first_year: false,
          auth_code: null,
          promotion_code: 'DOMAIN-DE',
          additional_fields: [],
        },
      ],
    };
    const save = await visitor.save(cartOf(row));
    expect(save.statusCode).toBe(429);
    expect(save.json().error).toBe('promotion_rate_limited');
  });

  it('limits cart saves without a cookie per address as tightly as look-ups', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= BUDGET; attempt++) {
      const save = await new Caller(address).save(cartOf(hostingRow(`GUESS${attempt}`)));
      expect(save.statusCode).toBe(200);
    }
    const refused = await new Caller(address).save(cartOf(hostingRow('HOSTING5')));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('promotion_rate_limited');
  });

  it('charges a redeem (look-up, then save of the same code) once, and saves of a stored code never', async () => {
    const visitor = new Caller(freshAddress());
    expect((await visitor.lookup('hosting5')).statusCode).toBe(200);
    const redeemed = await visitor.save(cartOf(hostingRow('HOSTING5')));
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data.items[0].product.promotion).toBe('HOSTING5');
    // The code is on the stored cart: saving it again costs nothing, however often.
    for (let save = 0; save < BUDGET + 2; save++) {
      expect((await visitor.save(cartOf(hostingRow('HOSTING5')))).statusCode).toBe(200);
    }
    // Only the look-up was charged: the rest of the budget is left.
    for (let attempt = 2; attempt <= BUDGET; attempt++) {
      expect((await visitor.lookup(`GUESS${attempt}`)).statusCode).toBe(404);
    }
    expect((await visitor.lookup('GUESSLAST')).statusCode).toBe(429);
  });

  it('takes the brand’s automatic codes free of charge, also with the budget used up', async () => {
    const visitor = new Caller(freshAddress());
    for (let attempt = 1; attempt <= BUDGET; attempt++) await visitor.lookup(`GUESS${attempt}`);
    const save = await visitor.save(cartOf(hostingRow('AUTO-WH-M-12')));
    expect(save.statusCode).toBe(200);
  });
});
