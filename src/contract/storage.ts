import { z } from 'zod/mini';
import { CloudPanelData, CloudPanelOrderType } from './auth';
import { SessionCode } from './drafts';
import { OrderFeedback } from './feedback';

/**
 * Values the browser keeps between page loads (spec: "stored client-side"). Every key may be
 * missing; read them with `StoredClientValues.safeParse` and treat a failure as empty storage.
 */
export const StoredClientValues = z.partial(
  z.object({
    /** Shape not shown in the spec; our choice: the labels listed in the note box. */
    note_items: z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(100)),
    cloud_pit_data: z.nullable(CloudPanelData),
    customer_feedback: z.nullable(OrderFeedback),
    /**
     * Our addition: the agreements (mca, eult, gtc) the visitor accepted on confirm, kept with
     * `customer_feedback` across the redirect to a payment provider.
     */
    accepted_agreements: z.nullable(z.object({ mca: z.boolean(), eult: z.boolean(), gtc: z.boolean() })),
    external_product_id: z.nullable(z.string()),
    order_draft_session_code: z.nullable(SessionCode),
    customer_number: z.nullable(z.string()),
    order_type: z.nullable(CloudPanelOrderType),
  }),
);
export type StoredClientValues = z.infer<typeof StoredClientValues>;
