import { z } from 'zod';
import { OkResponse } from './common';
import { SessionCode } from './drafts';
import { endpoint } from './endpoint';

/**
 * Calls for support and tooling, not for the visitor's browser (ours; the spec does not show them).
 * Outside production anyone may call them; in production only with `Authorization: Bearer
 * $SUPPORT_API_TOKEN`, and without that token they answer 404 as if they did not exist.
 */

/** `GET /api/v2/support/sms-outbox`: what the local SMS outbox "sent", newest first. */
export const SmsOutboxQuery = z.object({
  order_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const SmsOutboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int().positive(),
      order_id: z.number().int().positive(),
      phone: z.string(),
      text: z.string(),
      created_at: z.iso.datetime(),
    }),
  ),
});

/** `GET /api/v2/support/mail-outbox`: what the local mail outbox "sent", newest first. */
export const MailOutboxQuery = SmsOutboxQuery;
export const MailOutboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int().positive(),
      /** The order mail (one per confirmation or resend) this delivery is of. */
      mail_id: z.number().int().positive(),
      order_id: z.number().int().positive().nullable(),
      message_id: z.string(),
      from: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      attachments: z.array(
        z.object({ file_name: z.string(), content_type: z.string(), size: z.number().int() }),
      ),
      created_at: z.iso.datetime(),
    }),
  ),
});
export type MailOutboxResponse = z.infer<typeof MailOutboxResponse>;

/** `POST /api/v2/support/restore-links`: a restore link for a visitor's support reference. */
export const CreateRestoreLinkBody = z.object({ reference: z.string().min(4).max(32) });
export const CreateRestoreLinkResponse = z.object({
  data: z.object({ url: z.url(), session_code: z.string(), expires_at: z.iso.datetime() }),
});

/** `POST /api/v2/support/restore-links/revoke`: ends a restore link before it expires. */
export const RevokeRestoreLinkBody = z.object({ session_code: SessionCode });

export const supportApi = {
  smsOutbox: endpoint({
    method: 'GET',
    path: '/api/v2/support/sms-outbox',
    query: SmsOutboxQuery,
    response: SmsOutboxResponse,
  }),
  mailOutbox: endpoint({
    method: 'GET',
    path: '/api/v2/support/mail-outbox',
    query: MailOutboxQuery,
    response: MailOutboxResponse,
  }),
  createRestoreLink: endpoint({
    method: 'POST',
    path: '/api/v2/support/restore-links',
    body: CreateRestoreLinkBody,
    response: CreateRestoreLinkResponse,
    status: 201,
  }),
  revokeRestoreLink: endpoint({
    method: 'POST',
    path: '/api/v2/support/restore-links/revoke',
    body: RevokeRestoreLinkBody,
    response: OkResponse,
  }),
} as const;

/**
 * The API's own description: an OpenAPI 3.1 document generated from this contract
 * (`GET /api/v2/openapi.json`). Only its outline is a schema here; its content is the contract.
 */
export const OpenApiDocument = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;

export const apiDescriptionApi = {
  openApi: endpoint({ method: 'GET', path: '/api/v2/openapi.json', response: OpenApiDocument }),
} as const;
