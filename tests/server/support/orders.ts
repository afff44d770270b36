import type { Cart } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { ConfirmOrderBody } from '@contract/orders';
import type { SessionPaymentBody } from '@contract/payment';
import type { Server } from '@server/app';
import { orders, sessions, smsOutbox } from '@server/db/schema';
import { hashToken } from '@server/sessions/token';
import { desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { confirmBody } from '../../support/confirm-body';
import { cartOf, fetchProducts, rowFor, rowId } from './catalogue';
import { sessionCookieFrom } from './server';

/** Products of the demo seed the checkout tests use (src/server/seed/products). */
export const PRODUCT = {
  /** Webhosting S: no agreements, no SMS validation, no required field, domain optional. */
  plain: 101,
  /** Digitale Geschäftsadresse: another product without requirements. */
  plain2: 501,
  /** Cloud VPS Windows: SMS validation and the mca and eult agreements; four required fields. */
  smsAndAgreements: 203,
} as const;

/** Values for the required fields of the seed's products, by field key. */
const FIELD_VALUES: Record<string, string> = {
  windows_version: 'windows-2022-gui-en',
  linux_distro: 'debian-11',
  hostname: 'server-01',
  root_password: 'Secret#Pass12',
  root_password_confirmation: 'Secret#Pass12',
};

/** A cart row for the product (first term) with its required, non-postponed fields filled. */
function filledRow(product: Product, id: string) {
  const row = rowFor(product, id);
  const fields = product.additionalFields.filter(
    (field) => !field.is_postponed && FIELD_VALUES[field.key] !== undefined,
  );
  return {
    ...row,
    product: {
      ...row.product,
      additional_fields: fields.map((field) => ({
        field_id: field.id,
        value: FIELD_VALUES[field.key] ?? '',
      })),
    },
  };
}

export const COMPANY = {
  group: 0 as const,
  gender: 0 as const,
  first_name: 'Erika',
  last_name: 'Mustermann',
  company_name: 'Muster GmbH',
  company_vat_id: null as string | null,
  email: 'erika@example.com',
};

export const PRIVATE_PERSON = { ...COMPANY, group: 1 as const, company_name: null, company_vat_id: null };

export const ADDRESS = {
  street: 'Hauptstraße 5',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 1234567',
};

export const BANK_TRANSFER: SessionPaymentBody = { type: 'bank-transfer', permission: true };

let keyCounter = 0;
/** A fresh idempotency key, as the confirm machine builds them (`{prefix}-{attempt}`). */
export const newKey = (): string => `test${Date.now().toString(36)}${(keyCounter++).toString(36)}abcdef-1`;

/** The confirm payload the app sends (a new idempotency key), with this cart and the given overrides. */
export const confirmPayload = (cart: Cart, overrides: Partial<ConfirmOrderBody> = {}): ConfirmOrderBody =>
  confirmBody(cart, newKey(), overrides);

/** One browser: a cookie jar of one session, requests over the app's HTTP interface. */
export class Visitor {
  cookie: string | null = null;
  cartVersion = 0;

  /** `host` picks the brand (`cloudkontor.localhost`); without it the default brand answers. */
  constructor(
    private readonly server: () => Server,
    private readonly host?: string,
  ) {}

  async send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = {
      ...(this.host ? { host: this.host } : {}),
      ...(options.headers ?? {}),
      ...(this.cookie ? { cookie: this.cookie } : {}),
    };
    const response = await this.server().app.inject({ ...options, headers });
    if (!this.cookie && response.headers['set-cookie']) {
      this.cookie = sessionCookieFrom(response.headers['set-cookie']);
    }
    return response;
  }

  async products(): Promise<Product[]> {
    return fetchProducts(this.server(), this.host ? { host: this.host } : {});
  }

  /** A cart of these product ids (first term each), saved to the session; answers the saved cart. */
  async putCart(...productIds: number[]): Promise<Cart> {
    const products = await this.products();
    const rows = productIds.map((id, index) => {
      const product = products.find((candidate) => candidate.id === id);
      if (!product) throw new Error(`no product ${id} in the seed`);
      return filledRow(product, rowId(String.fromCharCode(97 + index)));
    });
    return this.saveCart(cartOf(...rows));
  }

  async saveCart(cart: Cart): Promise<Cart> {
    const response = await this.send({ method: 'PUT', url: '/api/v2/session/cart', payload: cart });
    if (response.statusCode !== 200) throw new Error(`cart not saved: ${response.body}`);
    this.cartVersion = response.json().version;
    return response.json().data;
  }

  /** Basic info, address and payment option through the customer endpoints. */
  async fillCustomer(
    options: {
      basicInfo?: typeof COMPANY | typeof PRIVATE_PERSON;
      address?: typeof ADDRESS;
      payment?: SessionPaymentBody | null;
    } = {},
  ): Promise<void> {
    const basic = await this.send({
      method: 'PUT',
      url: '/api/v2/session/basic-info',
      payload: options.basicInfo ?? COMPANY,
    });
    if (basic.statusCode !== 200) throw new Error(`basic info not saved: ${basic.body}`);
    const address = await this.send({
      method: 'PUT',
      url: '/api/v2/session/address-info',
      payload: options.address ?? ADDRESS,
    });
    if (address.statusCode !== 200) throw new Error(`address not saved: ${address.body}`);
    const payment = options.payment === undefined ? BANK_TRANSFER : options.payment;
    if (payment) {
      const saved = await this.send({ method: 'PUT', url: '/api/v2/session/payment', payload: payment });
      if (saved.statusCode !== 200) throw new Error(`payment not saved: ${saved.body}`);
    }
  }

  /** The confirm payload the app sends, with this cart and the given overrides. */
  confirmBody(cart: Cart, overrides: Partial<ConfirmOrderBody> = {}): ConfirmOrderBody {
    return confirmPayload(cart, overrides);
  }

  confirm(body: unknown, headers: Record<string, string> = {}) {
    return this.send({ method: 'POST', url: '/api/v2/orders', payload: body as object, headers });
  }

  /** The session's id hash, for looking at its rows. */
  get idHash(): string {
    const token = this.cookie?.split('=')[1];
    if (!token) throw new Error('no session yet');
    return hashToken(token);
  }

  /** Writes entries of the session's state directly (for data no endpoint sets yet, e.g. a login). */
  async mergeState(entries: Record<string, unknown>): Promise<void> {
    await this.server()
      .database.db.update(sessions)
      .set({ state: sql`${sessions.state} || ${JSON.stringify(entries)}::jsonb` })
      .where(eq(sessions.idHash, this.idHash));
  }
}

export async function orderCount(server: Server, sessionIdHash?: string): Promise<number> {
  const db = server.database.db;
  const rows = await (sessionIdHash
    ? db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.sessionIdHash, sessionIdHash))
    : db.select({ count: sql<number>`count(*)::int` }).from(orders));
  return rows[0]?.count ?? 0;
}

/** The newest code the local outbox "sent" for an order (the message ends with the code). */
export async function lastSmsCode(server: Server, orderId: number): Promise<string | null> {
  const [row] = await server.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.orderId, orderId))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row ? (row.text.match(/(\S{5})$/)?.[1] ?? null) : null;
}
