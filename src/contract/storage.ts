import { z } from 'zod';
import { CloudPanelData, CloudPanelOrderType } from './auth';
import { SessionCode } from './drafts';
import { OrderFeedback } from './feedback';

/**
 * Values the browser keeps between page loads (spec: "stored client-side"). Every key may be
 * missing; read them with `StoredClientValues.safeParse` and treat a failure as empty storage.
 */
export const StoredClientValues = z
  .object({
    /** Shape not shown in the spec; our choice: the labels listed in the note box. */
    note_items: z.array(z.string().max(1000)).max(100),
    cloud_pit_data: CloudPanelData.nullable(),
    customer_feedback: OrderFeedback.nullable(),
    external_product_id: z.string().nullable(),
    order_draft_session_code: SessionCode.nullable(),
    customer_number: z.string().nullable(),
    order_type: CloudPanelOrderType.nullable(),
  })
  .partial();
export type StoredClientValues = z.infer<typeof StoredClientValues>;
