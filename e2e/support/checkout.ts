import type { LocaleCode } from '@contract/common';
import { catalogues, type MessageKey } from '@web/i18n/catalogues';
import type { Locator, Page } from 'playwright-core';

import { SUPPORT_TOKEN } from './shop';

export { SUPPORT_TOKEN };

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

export { screenshot } from './browser';

const isTimeout = (error: unknown): boolean => error instanceof Error && error.name === 'TimeoutError';

/**
 * Whether the button is on the page and enabled now. `isEnabled` waits for a button that is gone,
 * and the last save takes it away (the overview follows, once its area has loaded): that is a no.
 */
async function enabledNow(button: Locator): Promise<boolean> {
  try {
    return (await button.isVisible()) && (await button.isEnabled({ timeout: 500 }));
  } catch (error) {
    if (isTimeout(error)) return false;
    throw error;
  }
}

/**
 * Postponed fields left empty (all optional), screen after screen, until the order overview: Save
 * and proceed is pressed whenever it is there and enabled. While a save runs the button is disabled
 * and the next screen may be the overview, so a press that finds no button in time is not an error;
 * the loop ends when the overview's heading shows (or the test's own timeout).
 */
export async function throughOptionalPostfillToConfirm(page: Page, locale: LocaleCode): Promise<void> {
  const overview = page.getByRole('heading', { level: 1, name: text(locale, 'confirm.title') });
  const save = page.getByRole('button', { name: text(locale, 'fields.save_and_proceed') });
  await overview.or(save).first().waitFor();
  while (!(await overview.isVisible())) {
    if (await enabledNow(save)) {
      await save.click({ timeout: 2_000 }).catch((error: unknown) => {
        if (!isTimeout(error)) throw error;
      });
    }
    await page.waitForTimeout(100);
  }
}
