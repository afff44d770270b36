import type { LocaleCode } from '@contract/common';
import { catalogues, type MessageKey } from '@web/i18n/catalogues';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';
import { type RunningServer, startServer } from './server';

/** Bearer token of the support calls (the SMS outbox) in production mode. */
export const SUPPORT_TOKEN = 'e2e-support-token-0123456789';

export interface CheckoutShop {
  /** A fresh browser context (new shop session) in `locale`, opened at `path`. */
  open(locale: LocaleCode, path: string): Promise<Page>;
  baseUrl(): string;
}

/**
 * One server (with a support token, so tests can read the SMS outbox) and one browser for the test
 * file; each test gets a fresh context, closed after the test (a failing one leaves a picture).
 */
export function launchCheckoutShop(env: Record<string, string> = {}): CheckoutShop {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ SUPPORT_API_TOKEN: SUPPORT_TOKEN, ...env });
    browser = await launchBrowser();
  });
  afterEach(async (test) => {
    if (page && test.task.result?.state === 'fail') {
      const name = test.task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await screenshot(page, `failed-${name}`).catch(() => undefined);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const running = () => {
    if (!server || !browser) throw new Error('the shop is not running (beforeAll failed)');
    return { server, browser };
  };

  return {
    async open(locale, path) {
      const { server: shop, browser: chromium } = running();
      const session = await openPage(chromium, { baseURL: shop.baseUrl, locale });
      context = session.context;
      page = session.page;
      await session.page.goto(path);
      return session.page;
    },
    baseUrl: () => running().server.baseUrl,
  };
}

/**
 * A text of the shop's catalogue as the visitor sees it: `{name}` placeholders filled in, tags
 * (`<terms>…</terms>`) reduced to their content. For ICU plurals use the literal text instead.
 */
export function text(
  locale: LocaleCode,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const message: string = catalogues[locale][key];
  return message
    .replace(/<\/?\w+>/g, '')
    .replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? `{${name}}`));
}

/** The same text as a whole-text matcher (exact, but tolerant of surrounding whitespace). */
export const exactly = (value: string): RegExp =>
  new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The newest SMS the local outbox "sent" (to `phone`, when given). */
export async function lastSms(page: Page, phone?: string): Promise<{ orderId: number; text: string }> {
  const answer = await page.request.get('/api/v2/support/sms-outbox?limit=20', {
    headers: { authorization: `Bearer ${SUPPORT_TOKEN}` },
  });
  if (!answer.ok()) throw new Error(`reading the SMS outbox failed: ${answer.status()}`);
  const body = (await answer.json()) as { data: { order_id: number; phone: string; text: string }[] };
  const found = body.data.find(
    (entry) => phone === undefined || entry.phone.replace(/\s/g, '') === phone.replace(/\s/g, ''),
  );
  if (!found) throw new Error('no SMS in the outbox');
  return { orderId: found.order_id, text: found.text };
}

/** The five-character code of an SMS text: it comes last (src/server/sms/service.ts). */
export function smsCodeOf(message: string): string {
  const code = /([1-9a-km-zA-HJ-NP-Z]{5})\s*$/.exec(message)?.[1];
  if (!code) throw new Error(`no code in the SMS: ${message}`);
  return code;
}

export { screenshot };
