import type { AppContext } from '../app-context';
import { PaymentService } from '../payments/service';
import { createSmsGateway } from '../sms/gateway';
import { SmsService } from '../sms/service';
import { OrderService } from './service';

/** The services behind the order, payment and SMS routes, built once per app. */
export interface CheckoutServices {
  payments: PaymentService;
  orders: OrderService;
  sms: SmsService;
}

export function createCheckoutServices({
  db,
  sessions,
  config,
  vatIds,
}: Pick<AppContext, 'db' | 'sessions' | 'config' | 'vatIds'>): CheckoutServices {
  const payments = new PaymentService(db, sessions, config);
  return {
    payments,
    orders: new OrderService(db, sessions, payments, vatIds),
    sms: new SmsService(db, createSmsGateway(config.sms, db)),
  };
}
