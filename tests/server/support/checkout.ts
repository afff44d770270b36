import type { Server } from '@server/app';
import { SessionStore } from '@server/sessions/store';
import { hashToken } from '@server/sessions/token';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sepaPayment } from '../../support/sepa-payment';
import { sessionCookieFrom } from './server';

export const HOSTWERK = 'hostwerk.localhost';
export const CLOUDKONTOR = 'cloudkontor.localhost';

export const privatePerson = {
  group: 1,
  gender: 1,
  first_name: 'Anna',
  last_name: 'Berg',
  company_name: null,
  company_vat_id: null,
  email: 'anna.berg@example.org',
};

export const company = {
  group: 0,
  gender: 0,
  first_name: 'Jonas',
  last_name: 'Weber',
  company_name: 'Weber Bau GmbH',
  company_vat_id: 'DE 123 456 789',
  email: 'jonas@weber-bau.example',
};

export const berlin = {
  street: 'Friedrichstraße 12',
  postal_code: '10117',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 1234567',
};

export const vienna = {
  street: 'Stephansplatz 1',
  postal_code: '1010',
  city: 'Wien',
  country_code: 'AT',
  phone: '+43 1 234567',
};

export const sepa = sepaPayment('Anna Berg');

/** A visitor: a session cookie and the host (brand) it talks to. */
export interface Visitor {
  cookie: string;
  host: string;
}

export function client(getServer: () => Server) {
  const inject = (options: InjectOptions) => getServer().app.inject(options);

  /** A new session in `locale`, made by the locale call (which has nothing to do with checkout). */
  async function visitor(locale: 'de-DE' | 'en-GB' = 'en-GB', host = HOSTWERK): Promise<Visitor> {
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/locale',
      headers: { host },
      payload: { code: locale },
    });
    if (response.statusCode !== 200) throw new Error(`locale: ${response.statusCode} ${response.body}`);
    return { cookie: sessionCookieFrom(response.headers['set-cookie']), host };
  }

  function call(
    who: Visitor | { host: string } | undefined,
    method: 'GET' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: who?.host ?? HOSTWERK };
    if (who && 'cookie' in who) headers.cookie = who.cookie;
    return inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  const get = (who: Visitor | { host: string } | undefined, url: string) => call(who, 'GET', url);
  const put = (who: Visitor | { host: string } | undefined, url: string, payload: unknown) =>
    call(who, 'PUT', url, payload);

  /** A visitor with basic info and address saved (ready for the payment step). */
  async function customer(
    basicInfo: object = privatePerson,
    address: object = berlin,
    locale: 'de-DE' | 'en-GB' = 'en-GB',
    host = HOSTWERK,
  ): Promise<Visitor> {
    const who = await visitor(locale, host);
    const saved = await put(who, '/api/v2/session/basic-info', basicInfo);
    if (saved.statusCode !== 200) throw new Error(`basic info: ${saved.statusCode} ${saved.body}`);
    const located = await put(who, '/api/v2/session/address-info', address);
    if (located.statusCode !== 200) throw new Error(`address: ${located.statusCode} ${located.body}`);
    return who;
  }

  /**
   * Writes session state directly, as a feature not built yet would (the login of an existing
   * customer; a country that was supported when the address was saved).
   */
  async function writeState(who: Visitor, entries: Record<string, unknown>): Promise<void> {
    const token = who.cookie.slice(who.cookie.indexOf('=') + 1);
    const store = new SessionStore(getServer().database.db, 24 * 60 * 60 * 1000);
    const state = await store.mergeState(hashToken(token), entries);
    if (!state) throw new Error('no such session');
  }

  return { inject, visitor, call, get, put, customer, writeState };
}

/** The field messages of a 422 answer. */
export function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  if (response.statusCode !== 422)
    throw new Error(`expected 422, got ${response.statusCode}: ${response.body}`);
  return (response.json() as { errors: Record<string, string[]> }).errors;
}
