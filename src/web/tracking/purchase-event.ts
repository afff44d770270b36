import type { Order } from '@contract/orders';

/** A Google Analytics 4 e-commerce item. */
export interface PurchaseItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
}

/** The standard e-commerce `purchase` event as tag managers read it from `window.dataLayer`. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    /** Net euros; `value + tax` is the gross amount. */
    value: number;
    tax: number;
    currency: 'EUR';
    items: PurchaseItem[];
  };
}

const euros = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * The order's purchase event, from the server's prices (the order answer's first bill): the order
 * number as transaction, net value, VAT as tax, one item per priced line (net price).
 */
export function purchaseEvent(order: Pick<Order, 'order_code' | 'purchase'>): PurchaseEvent {
  const { purchase } = order;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.order_code,
      value: purchase.net,
      tax: euros(purchase.gross - purchase.net),
      currency: purchase.currency,
      items: purchase.lines.map((line) => ({
        item_id: String(line.article_id),
        item_name: line.name,
        item_category: line.kind,
        price: line.net,
        quantity: 1,
      })),
    },
  };
}
