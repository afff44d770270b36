import type { MailAttachment } from '@contract/brand';
import type { RequiredAgreements } from '@domain/roles/agreements';

/** Whose terms apply: a private person's or a company's (basic info group 1 or 0). */
export type CustomerKind = 'private' | 'business';

/**
 * The brand's attachments that apply to an order: those for everyone, the terms of the customer's
 * kind, and the agreements the cart required. An existing customer whose kind is not known gets
 * the terms of neither kind (their contract with the brand names them already).
 */
export function attachmentsFor(
  attachments: readonly MailAttachment[],
  customer: CustomerKind | null,
  required: RequiredAgreements,
): MailAttachment[] {
  return attachments.filter((attachment) => {
    switch (attachment.applies_to) {
      case 'all':
        return true;
      case 'private':
      case 'business':
        return attachment.applies_to === customer;
      default:
        return required[attachment.applies_to];
    }
  });
}
