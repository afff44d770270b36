import type { Brand } from '@contract/brand';
import type { LocaleCode } from '@contract/common';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import type { MessageDescriptor } from '@domain/labels/message';
import { setupFeeLabel, shownPriceLabels, totalLabels } from '@domain/labels/price-label';
import { escapeHtml } from '../http/html';
import { formatDateTime, formatMoney } from '../i18n/format';
import { type MailMessageKey, mailLabel, mailText } from '../i18n/mail-messages';
import type { ConfirmationFacts } from './confirmation-facts';

/** Where the order's SMS validation stands when the mail is written (null: not needed). */
export type SmsState = { validatedAt: Date | null } | null;

export interface ConfirmationText {
  subject: string;
  text: string;
  html: string;
}

type Amount = { netCents: number; grossCents: number };
type Facts = ConfirmationFacts;

interface Line {
  name: string;
  /** An addon, upsell or domain of the row above. */
  sub: boolean;
  term: string;
  prices: string[];
  notes: string[];
}

interface TotalBlock {
  title: string;
  rows: { label: string; value: string; strong?: boolean }[];
}

/** The mail's content in the order's language, shared by the plain-text and the HTML part. */
function contentOf(facts: Facts, brand: Brand, locale: LocaleCode, sms: SmsState) {
  const t = (key: MailMessageKey, values?: Record<string, string | number>) => mailText(locale, key, values);
  const money = (cents: number) => formatMoney(cents, locale);
  const label = (descriptor: MessageDescriptor) => mailLabel(locale, descriptor);
  const words = (labels: readonly MessageDescriptor[]) => labels.map(label).join(', ');

  const lines: Line[] = facts.lines.map((line) => {
    const term = line.oneTime
      ? mailLabel(locale, maturityLabel(0))
      : `${mailLabel(locale, maturityLabel(line.maturityMonths))} · ${mailLabel(locale, intervalLabel(line.intervalMonths))}`;
    const prices: string[] = [];
    if (line.existingContract) prices.push(t('checkout.confirm.existing_contract'));
    if (line.price) {
      // The words of the screens: amount and period, how long a promotion lasts, what follows.
      prices.push(words(shownPriceLabels(line.price, facts.pricesWithVat)));
      const fee = setupFeeLabel(line.price, facts.pricesWithVat);
      if (fee) prices.push(label(fee));
    }
    const notes = line.promotion ? [label(line.promotion)] : [];
    return { name: line.name, sub: line.kind !== 'product', term, prices, notes };
  });

  const block = (title: string, total: Amount, shares: Facts['totals']['monthlyVat']): TotalBlock => ({
    title,
    rows: [
      { label: t('mail.net'), value: money(total.netCents) },
      ...shares.map((share) => ({
        label: t('mail.vat', { percent: share.percent }),
        value: money(share.vatCents),
      })),
      { label: t('mail.gross'), value: money(total.grossCents), strong: true },
    ],
  });
  // Each recurring total as the order overview words it over time; net, VAT and gross as paid now.
  const totals = facts.totals.periods.map((period) => {
    const phases = period === 'month' ? facts.totals.monthlyPhases : facts.totals.yearlyPhases;
    const over = words(totalLabels(phases, period, facts.pricesWithVat));
    return period === 'month'
      ? block(
          `${t('checkout.confirm.total_recurring')}: ${over}`,
          facts.totals.monthly,
          facts.totals.monthlyVat,
        )
      : block(
          `${t('checkout.confirm.total_recurring')}: ${over}`,
          facts.totals.yearly,
          facts.totals.yearlyVat,
        );
  });
  if (facts.totals.setupFee.netCents > 0 || facts.totals.setupFee.grossCents > 0) {
    totals.push(block(t('checkout.confirm.total_once'), facts.totals.setupFee, facts.totals.setupFeeVat));
  }

  const payment =
    facts.payment.kind === 'on_file'
      ? [t('checkout.confirm.payment_on_file')]
      : [
          facts.payment.name,
          ...(facts.payment.iban ? [t('checkout.confirm.iban', { iban: facts.payment.iban })] : []),
        ];

  const contacts = brand.properties.customer_support;
  return {
    subject: t('mail.subject', { code: facts.orderCode, brand: brand.name }),
    greeting: facts.customer.name
      ? t('mail.greeting', { name: facts.customer.name })
      : t('mail.greeting_anonymous'),
    intro: t('mail.intro', { brand: brand.name }),
    facts: [
      { label: t('mail.order_number'), value: facts.orderCode },
      { label: t('mail.order_date'), value: formatDateTime(new Date(facts.placedAt), locale) },
      ...(facts.customer.customerNumber
        ? [{ label: t('mail.customer_number'), value: facts.customer.customerNumber }]
        : []),
    ],
    itemsTitle: t('mail.items_title'),
    headings: { item: t('mail.item'), term: t('mail.term'), price: t('mail.price') },
    vatNote: t(facts.pricesWithVat ? 'products.incl_vat' : 'products.excl_vat'),
    lines,
    totalsTitle: t('mail.totals_title'),
    totals,
    extraVatNote: facts.totals.vatNote,
    paymentTitle: t('mail.payment_title'),
    payment,
    sms: sms
      ? {
          title: t('mail.sms_title'),
          text: sms.validatedAt
            ? t('mail.sms_validated', { date: formatDateTime(sms.validatedAt, locale) })
            : t('mail.sms_awaiting'),
        }
      : null,
    attachments:
      facts.attachments.length > 0
        ? {
            title: t('mail.attachments_title'),
            intro: t('mail.attachments_intro'),
            names: facts.attachments.map((attachment) => attachment.fileName),
          }
        : null,
    support: {
      title: t('mail.support_title'),
      text: t('mail.support_text', {
        hours: contacts.working_days,
        phone: contacts.phone,
        email: contacts.email,
      }),
      reference: facts.supportReference
        ? t('mail.support_reference', { reference: facts.supportReference })
        : null,
    },
    closing: t('mail.closing'),
    signature: t('mail.signature', { brand: brand.name }),
    footer: [brand.properties.address_details, brand.properties.register_info],
    website: brand.properties.website_url,
  };
}

type Content = ReturnType<typeof contentOf>;

function plainText(content: Content): string {
  const out: string[] = [content.greeting, '', content.intro, ''];
  for (const fact of content.facts) out.push(`${fact.label}: ${fact.value}`);
  out.push('', `${content.itemsTitle} (${content.vatNote})`, '');
  for (const line of content.lines) {
    const indent = line.sub ? '    ' : '';
    out.push(`${indent}${line.sub ? '+ ' : '- '}${line.name}`);
    out.push(`${indent}  ${line.term}`);
    for (const price of line.prices) out.push(`${indent}  ${price}`);
    for (const note of line.notes) out.push(`${indent}  ${note}`);
  }
  out.push('', content.totalsTitle);
  for (const block of content.totals) {
    out.push('', block.title);
    for (const row of block.rows) out.push(`  ${row.label}: ${row.value}`);
  }
  if (content.extraVatNote) out.push('', content.extraVatNote);
  out.push('', content.paymentTitle, ...content.payment.map((entry) => `  ${entry}`));
  if (content.sms) out.push('', content.sms.title, content.sms.text);
  if (content.attachments) {
    out.push('', content.attachments.title, content.attachments.intro);
    for (const name of content.attachments.names) out.push(`  - ${name}`);
  }
  out.push('', content.support.title, content.support.text);
  if (content.support.reference) out.push(content.support.reference);
  out.push('', content.closing, content.signature, '', '--', ...content.footer, content.website);
  return `${out.join('\n')}\n`;
}

function html(content: Content, brand: Brand, locale: LocaleCode, logoSrc: string): string {
  const theme = brand.properties.mail_theme;
  const { colors } = theme;
  const e = escapeHtml;
  const cell = 'padding:6px 8px;border-bottom:1px solid #e3e6ea;vertical-align:top';
  const heading = `margin:24px 0 8px;font-size:17px;color:${e(colors.accent)}`;
  const lineRows = content.lines
    .map((line) => {
      const name = line.sub
        ? `<span style="padding-left:16px">${e(line.name)}</span>`
        : `<strong>${e(line.name)}</strong>`;
      const notes = line.notes
        .map((note) => `<br><small style="color:${e(colors.accent)}">${e(note)}</small>`)
        .join('');
      return `<tr><td style="${cell}">${name}${notes}</td><td style="${cell}">${e(line.term)}</td><td style="${cell};text-align:right">${line.prices.map(e).join('<br>')}</td></tr>`;
    })
    .join('\n');
  const totals = content.totals
    .map(
      (block) =>
        `<tr><th colspan="2" style="text-align:left;padding:10px 8px 4px">${e(block.title)}</th></tr>${block.rows
          .map((row) => {
            const value = row.strong ? `<strong>${e(row.value)}</strong>` : e(row.value);
            return `<tr><td style="padding:2px 8px">${e(row.label)}</td><td style="padding:2px 8px;text-align:right">${value}</td></tr>`;
          })
          .join('')}`,
    )
    .join('\n');
  const section = (title: string, body: string) => `<h2 style="${heading}">${e(title)}</h2>${body}`;
  return `<!doctype html>
<html lang="${e(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${e(colors.background)};color:${e(colors.text)};font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${e(colors.background)}"><tr><td align="center" style="padding:16px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border-top:4px solid ${e(colors.accent)}">
<tr><td style="background:${e(colors.header)};padding:16px 24px"><img src="${e(logoSrc)}" alt="${e(brand.name)}" height="40" style="display:block;height:40px;border:0"></td></tr>
<tr><td style="padding:8px 24px 24px">
<p>${e(content.greeting)}</p>
<p>${e(content.intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0">${content.facts
    .map(
      (fact) =>
        `<tr><td style="padding:2px 16px 2px 0">${e(fact.label)}</td><td style="padding:2px 0"><strong>${e(fact.value)}</strong></td></tr>`,
    )
    .join('')}</table>
${section(
  content.itemsTitle,
  `<table width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse">
<thead><tr><th scope="col" style="${cell};text-align:left">${e(content.headings.item)}</th><th scope="col" style="${cell};text-align:left">${e(content.headings.term)}</th><th scope="col" style="${cell};text-align:right">${e(content.headings.price)} (${e(content.vatNote)})</th></tr></thead>
<tbody>
${lineRows}
</tbody></table>`,
)}
${section(content.totalsTitle, `<table width="100%" cellspacing="0" cellpadding="0">${totals}</table>${content.extraVatNote ? `<p>${e(content.extraVatNote)}</p>` : ''}`)}
${section(content.paymentTitle, `<p>${content.payment.map(e).join('<br>')}</p>`)}
${content.sms ? section(content.sms.title, `<p>${e(content.sms.text)}</p>`) : ''}
${content.attachments ? section(content.attachments.title, `<p>${e(content.attachments.intro)}</p><ul>${content.attachments.names.map((name) => `<li>${e(name)}</li>`).join('')}</ul>`) : ''}
${section(content.support.title, `<p>${e(content.support.text)}</p>${content.support.reference ? `<p>${e(content.support.reference)}</p>` : ''}`)}
<p>${e(content.closing)}<br>${e(content.signature)}</p>
</td></tr>
<tr><td style="padding:16px 24px;background:${e(colors.background)};font-size:12px;color:#555">${content.footer.map(e).join('<br>')}<br><a href="${e(content.website)}" style="color:${e(colors.accent)}">${e(content.website)}</a></td></tr>
</table></td></tr></table>
</body></html>
`;
}

/**
 * The order confirmation in the order's language: subject, plain text and HTML in the brand's mail
 * theme (logo, colours), with the figures of the order overview. `logoSrc` is the logo's address in
 * the HTML: the embedded part (`cid:…`) in a sent mail, a data URL in support's preview.
 */
export function renderConfirmation(
  facts: ConfirmationFacts,
  options: { brand: Brand; locale: LocaleCode; sms: SmsState; logoSrc: string },
): ConfirmationText {
  const content = contentOf(facts, options.brand, options.locale, options.sms);
  return {
    subject: content.subject,
    text: plainText(content),
    html: html(content, options.brand, options.locale, options.logoSrc),
  };
}
