import type { LocaleCode } from '@contract/common';
import { escapeHtml } from '../http/html';
import { formatMoney } from '../i18n/format';
import { SANDBOX_CARD_RESULTS } from './sandbox-card';

const texts = {
  'en-GB': {
    cardTitle: 'Sandbox card payment',
    cardIntro: 'No real payment happens here. Choose what the card provider answers:',
    paypalTitle: 'Sandbox PayPal subscription',
    paypalIntro: 'No real PayPal account is used. Approve or cancel the subscription:',
    amount: 'Amount',
    monthly: 'Monthly amount',
    reference: 'Reference',
    approve: 'Approve subscription',
    cancel: 'Cancel and return to the shop',
    goneTitle: 'Payment not available',
    gone: 'This sandbox payment does not exist, belongs to another browser session, or was already decided.',
  },
  'de-DE': {
    cardTitle: 'Sandbox-Kartenzahlung',
    cardIntro: 'Hier findet keine echte Zahlung statt. Wählen Sie die Antwort des Kartenanbieters:',
    paypalTitle: 'Sandbox-PayPal-Abonnement',
    paypalIntro: 'Es wird kein echtes PayPal-Konto verwendet. Bestätigen oder verwerfen Sie das Abonnement:',
    amount: 'Betrag',
    monthly: 'Monatlicher Betrag',
    reference: 'Referenz',
    approve: 'Abonnement bestätigen',
    cancel: 'Abbrechen und zum Shop zurück',
    goneTitle: 'Zahlung nicht verfügbar',
    gone: 'Diese Sandbox-Zahlung existiert nicht, gehört zu einer anderen Browsersitzung oder wurde bereits entschieden.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

function page(locale: LocaleCode, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
.badge{display:inline-block;background:#ffe08a;border-radius:.25rem;padding:.1rem .5rem;font-size:.8rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
form{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.35rem;border:1px solid #555;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="badge">SANDBOX</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The sandbox card provider's page: one submit button per outcome (POSTed to the same URL). */
export function cardPaymentPage(
  locale: LocaleCode,
  payment: { reference: string; amountCents: number },
): string {
  const t = texts[locale];
  const buttons = SANDBOX_CARD_RESULTS.map(
    (result) => `<button type="submit" name="result" value="${result}">${result}</button>`,
  ).join('\n');
  return page(
    locale,
    t.cardTitle,
    `<p>${escapeHtml(t.cardIntro)}</p>
<dl><dt>${t.amount}</dt><dd>${escapeHtml(formatMoney(payment.amountCents, locale))}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(payment.reference)}</dd></dl>
<form method="post">
${buttons}
</form>`,
  );
}

/** The sandbox PayPal approve page: approve or cancel (POSTed to the same URL). */
export function paypalApprovePage(
  locale: LocaleCode,
  subscription: { subscriptionId: string; amountCents: number },
): string {
  const t = texts[locale];
  return page(
    locale,
    t.paypalTitle,
    `<p>${escapeHtml(t.paypalIntro)}</p>
<dl><dt>${t.monthly}</dt><dd>${escapeHtml(formatMoney(subscription.amountCents, locale))}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(subscription.subscriptionId)}</dd></dl>
<form method="post">
<button type="submit" name="action" value="approve">${t.approve}</button>
<button type="submit" name="action" value="cancel">${t.cancel}</button>
</form>`,
  );
}

export function goneSandboxPage(locale: LocaleCode): string {
  const t = texts[locale];
  return page(locale, t.goneTitle, `<p>${escapeHtml(t.gone)}</p>`);
}
