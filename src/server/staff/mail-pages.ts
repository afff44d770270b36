import type { Admin } from '@contract/admin';
import { escapeHtml as e } from '../http/html';
import type { ComposedConfirmation } from '../mail/confirmation-mailer';
import type { OrderMailRow } from '../mail/order-mails';
import type { OrderReferral } from '../orders/referral';
import type { ReferralSource } from '../sessions/referral';
import { page } from './pages';

/**
 * Support's pages of an order's confirmation mail, with the partner the order credits (plain HTML,
 * no scripts), in English like the other staff pages.
 */

const signedInAs = (admin: Admin) => `<p>Signed in as ${e(admin.email)}</p>`;

const searchForm = (code: string) => `<form method="get" action="/staff/orders">
<p><label for="code">Order number</label><br><input id="code" name="code" required maxlength="20" value="${e(code)}"> <button type="submit">Show the order mail</button></p>
</form>`;

export function orderSearchPage(options: { admin: Admin; code: string; notFound: boolean }): string {
  return page(
    'Order mails',
    `${signedInAs(options.admin)}<h1>Order mails</h1>${
      options.notFound ? `<p role="alert">No order with the number ${e(options.code)}.</p>` : ''
    }${searchForm(options.code)}`,
  );
}

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '–');

/** Where an order's referral id came from, in the words of the fallback order. */
const REFERRAL_SOURCE_LABEL: Record<ReferralSource, string> = {
  order_data: 'typed on confirm',
  cookie_pvid: 'cookie pvid',
  cookie_emid: 'cookie emid',
  app_referrer: 'application referrer',
  server_referrer: 'server referrer',
};

/** The partner the order credits, or none. */
const referralRow = (referral: OrderReferral | null) =>
  `<table><caption>Order</caption><tbody><tr><th scope="row">Referral id</th><td>${
    referral
      ? `${e(referral.id)}${referral.source ? ` (${REFERRAL_SOURCE_LABEL[referral.source]})` : ''}`
      : 'none'
  }</td></tr></tbody></table>`;

export function orderMailPage(options: {
  admin: Admin;
  orderCode: string;
  referral: OrderReferral | null;
  mails: readonly OrderMailRow[];
  preview: ComposedConfirmation | null;
  resent: boolean;
}): string {
  const { orderCode, preview } = options;
  const base = `/staff/orders/${encodeURIComponent(orderCode)}/mail`;
  const history = options.mails
    .map(
      (mail) =>
        `<tr><td>${when(mail.createdAt)}</td><td>${e(mail.reason)}</td><td>${e(mail.status)}</td><td>${mail.attempts}</td><td>${when(mail.sentAt)}</td><td>${e(mail.lastError ?? '')}</td></tr>`,
    )
    .join('\n');
  const body = preview
    ? `<h2>Preview</h2>
<dl>
<dt>From</dt><dd>${e(`${preview.mail.from.name} <${preview.mail.from.address}>`)}</dd>
<dt>To</dt><dd>${e(preview.mail.to)}</dd>
<dt>Subject</dt><dd id="mail-subject">${e(preview.mail.subject)}</dd>
<dt>Attachments</dt><dd><ul>${preview.mail.attachments
        .filter((attachment) => !attachment.cid)
        .map((attachment) => `<li>${e(attachment.filename)}</li>`)
        .join('')}</ul></dd>
</dl>
<p><a href="${base}.html">Open the HTML version</a></p>
<pre style="white-space: pre-wrap; border: 1px solid #ccc; padding: 1rem">${e(preview.preview.text)}</pre>
<form method="post" action="${base}/resend"><button type="submit">Send the confirmation again</button></form>`
    : '<p>No confirmation mail was recorded for this order.</p>';
  return page(
    `Confirmation mail of order ${orderCode}`,
    `${signedInAs(options.admin)}<h1>Confirmation mail of order ${e(orderCode)}</h1>${
      options.resent ? '<p role="status">The confirmation is queued and will be sent again shortly.</p>' : ''
    }
${referralRow(options.referral)}
<h2>Deliveries</h2>
<table><thead><tr><th scope="col">Recorded</th><th scope="col">Reason</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Sent</th><th scope="col">Last error</th></tr></thead>
<tbody>${history}</tbody></table>
${body}
<p><a href="/staff/orders">Another order</a></p>`,
  );
}
