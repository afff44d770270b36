import type { BrandProperties } from '@contract/brand';
import type { Order } from '@contract/orders';
import { readPageConfig } from '@web/app/page-config';
import { useEffect } from 'react';
import { trackOrder } from './order-tracking';

/** The success screen's order tracking (order-tracking.ts), once the order answer is there. */
export function useOrderTracking(order: Order | undefined, brand: BrandProperties): void {
  useEffect(() => {
    if (!order) return;
    return trackOrder(order, brand, readPageConfig()?.env ?? 'development');
  }, [order, brand]);
}
