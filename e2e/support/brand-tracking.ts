import type { TrackingIds } from '@contract/brand';
import { openDatabase } from '@server/db/client';
import { brands } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';

/**
 * Prepares a test server's store (before the server starts) so that this brand configures these
 * trackers in its properties, as an operator would in the brand's data.
 */
export const withBrandTracking =
  (slug: string, ids: TrackingIds) =>
  async (dataDir: string): Promise<void> => {
    const store = await openDatabase({ dataDir });
    try {
      await store.db
        .update(brands)
        .set({
          document: sql`jsonb_set(${brands.document}, '{properties,tracking_ids}', ${JSON.stringify(ids)}::jsonb)`,
        })
        .where(eq(brands.slug, slug));
    } finally {
      await store.close();
    }
  };
