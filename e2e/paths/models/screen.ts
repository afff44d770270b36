import type { MessageKey } from '@web/i18n/catalogues';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { SUPPORT_TOKEN, smsCodeOf } from '../../support/checkout';
import type { PathContext } from '../framework/user-model';

/** What the models look at and do on the shop's screens, as a person would. */

/** The screen's page heading (h1) in the path's language. */
export const heading = (
  path: PathContext,
  key: MessageKey,
  values?: Record<string, string | number>,
): Locator => path.page.getByRole('heading', { level: 1, name: path.t(key, values) });

/**
 * The address bar shows this path (or matches this pattern). Waits as long as a locator would: a
 * screen that first shows under another address (the `/domain` link saves a domain-only row, then
 * replaces its address) took more than the poll's default second on a busy machine.
 */
export async function onPath(path: PathContext, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => new URL(path.page.url()).pathname, { timeout: 15_000 })
    .toSatisfy((pathname: string) =>
      typeof expected === 'string' ? pathname === expected : expected.test(pathname),
    );
}

/** The screen with this page heading, at this address (or one matching the pattern). */
export async function onScreen(path: PathContext, key: MessageKey, at: string | RegExp): Promise<void> {
  await heading(path, key).waitFor();
  await onPath(path, at);
}

/** Box `position` (1 to 5) of the SMS code. */
export const codeBox = (path: PathContext, position: number): Locator =>
  path.page.getByRole('textbox', { name: path.t('checkout.sms.box_label', { position, count: 5 }) });

/** Empties the five boxes (Backspace from the last one), then types `text` from the first, key by key. */
export async function typeInBoxes(path: PathContext, text: string): Promise<void> {
  await codeBox(path, 5).click();
  for (let key = 0; key < 5; key++) await path.page.keyboard.press('Backspace');
  await codeBox(path, 1).click();
  await path.page.keyboard.type(text, { delay: 60 });
}

/** The code of the newest SMS of the order the path placed (support's view of the local outbox). */
export async function latestSmsCode(path: PathContext): Promise<string | null> {
  const answer = await path.page.request.get(
    `/api/v2/support/sms-outbox?order_id=${path.memo.orderId}&limit=1`,
    {
      headers: { authorization: `Bearer ${SUPPORT_TOKEN}` },
    },
  );
  if (!answer.ok()) throw new Error(`reading the SMS outbox failed: ${answer.status()}`);
  const [newest] = ((await answer.json()) as { data: { text: string }[] }).data;
  return newest ? smsCodeOf(newest.text) : null;
}
