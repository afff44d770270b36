import type { AppContext } from '../app-context';
import { ConfirmationMailer } from '../mail/confirmation-mailer';
import { OrderConfirmations } from '../mail/order-confirmations';
import { OrderMailStore } from '../mail/order-mails';
import { createMailTransport } from '../mail/transport';
import { MailWorker } from '../mail/worker';
import { PaymentService } from '../payments/service';
import { createSmsGateway } from '../sms/gateway';
import { SmsService } from '../sms/service';
import { SessionRestoreService } from '../support/session-restore';
import { OrderService } from './service';

/** The services behind the order, payment, SMS and order mail routes, built once per app. */
export interface CheckoutServices {
  payments: PaymentService;
  orders: OrderService;
  sms: SmsService;
  confirmations: OrderConfirmations;
  /** Delivers the order mails; started and stopped with the app. */
  mailWorker: MailWorker;
}

export function createCheckoutServices({
  app,
  db,
  sessions,
  catalogue,
  config,
  vatIds,
}: Pick<AppContext, 'app' | 'db' | 'sessions' | 'catalogue' | 'config' | 'vatIds'>): CheckoutServices {
  const payments = new PaymentService(db, sessions, config);
  const store = new OrderMailStore(db);
  const mailer = new ConfirmationMailer(db, catalogue, createMailTransport(config.mail.transport, db));
  const mailWorker = new MailWorker(store, mailer, config.mail.worker, app.log.child({ component: 'mail' }));
  const confirmations = new OrderConfirmations(
    store,
    mailer,
    mailWorker,
    new SessionRestoreService(db, config.restoreLinkTtlMs),
  );
  return {
    payments,
    orders: new OrderService(db, sessions, payments, vatIds, confirmations),
    sms: new SmsService(db, createSmsGateway(config.sms, db)),
    confirmations,
    mailWorker,
  };
}
