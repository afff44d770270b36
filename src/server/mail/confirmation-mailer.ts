import type { Brand } from '@contract/brand';
import { LocaleCode } from '@contract/common';
import { eq } from 'drizzle-orm';
import type { CatalogueService } from '../catalogue/service';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { ConfirmationFacts } from './confirmation-facts';
import { type ConfirmationText, renderConfirmation, type SmsState } from './confirmation-mail';
import { readMailFile } from './mail-files';
import type { OrderMailRow } from './order-mails';
import {
  MailDeliveryError,
  type MailTransport,
  type OutgoingAttachment,
  type OutgoingMail,
} from './transport';

/** A composed confirmation: the mail a transport gets, and its texts with the logo as a data URL for previews. */
export interface ComposedConfirmation {
  mail: OutgoingMail;
  preview: ConfirmationText;
}

/**
 * Writes and delivers the order confirmation of an outbox row: the facts recorded with the order,
 * the order's SMS state now, the brand's mail theme and attachments in the order's language.
 */
export class ConfirmationMailer {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    private readonly transport: MailTransport,
  ) {}

  get transportName(): MailTransport['name'] {
    return this.transport.name;
  }

  private brandOf(brandId: number, locale: LocaleCode): Brand {
    const entry = this.catalogue.brands.all().find((candidate) => candidate.id === brandId);
    if (!entry) throw new MailDeliveryError('EBRAND', null, true);
    return entry.views[locale];
  }

  private async smsStateOf(orderId: number, facts: ConfirmationFacts): Promise<SmsState> {
    if (!facts.smsValidation) return null;
    const [order] = await this.db
      .select({ validatedAt: orders.validatedAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    return { validatedAt: order?.validatedAt ?? null };
  }

  async compose(row: OrderMailRow): Promise<ComposedConfirmation> {
    const facts = ConfirmationFacts.safeParse(row.content);
    const locale = LocaleCode.safeParse(row.locale);
    if (!facts.success || !locale.success) throw new MailDeliveryError('ECONTENT', null, true);
    const brand = this.brandOf(row.brandId, locale.data);
    const theme = brand.properties.mail_theme;
    const sms = await this.smsStateOf(row.orderId, facts.data);
    let logo: Buffer;
    let files: OutgoingAttachment[];
    try {
      logo = await readMailFile(theme.logo);
      files = await Promise.all(
        facts.data.attachments.map(async (attachment) => ({
          filename: attachment.fileName,
          content: await readMailFile(attachment.file),
          contentType: 'application/pdf',
        })),
      );
    } catch {
      // A file missing from the deployment: worth trying again once it is there.
      throw new MailDeliveryError('EATTACHMENT', null, false);
    }
    const domain = theme.sender_address.split('@')[1] ?? brand.fqdn;
    const cid = `logo.${brand.slug}@${domain}`;
    const options = { brand, locale: locale.data, sms };
    const text = renderConfirmation(facts.data, { ...options, logoSrc: `cid:${cid}` });
    const preview = renderConfirmation(facts.data, {
      ...options,
      logoSrc: `data:image/png;base64,${logo.toString('base64')}`,
    });
    return {
      preview,
      mail: {
        messageId: `<order-${facts.data.orderCode}-${row.id}@${domain}>`,
        from: { name: theme.sender_name, address: theme.sender_address },
        to: row.recipient,
        replyTo: brand.properties.customer_support.email,
        subject: text.subject,
        text: text.text,
        html: text.html,
        attachments: [{ filename: 'logo.png', content: logo, contentType: 'image/png', cid }, ...files],
      },
    };
  }

  /** Delivers the row's mail; answers its Message-ID. Failures are `MailDeliveryError`s. */
  async deliver(row: OrderMailRow): Promise<string> {
    const { mail } = await this.compose(row);
    await this.transport.send(mail, { mailId: row.id, orderId: row.orderId });
    return mail.messageId;
  }

  close(): void {
    this.transport.close();
  }
}
