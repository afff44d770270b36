import { confirmMachine } from '@machines/payment/confirm.machine';
import { smsMachine } from '@machines/sms/sms.machine';
import { notAvailable } from './not-available';

export const providedConfirm = () =>
  confirmMachine.provide({
    actors: {
      createCardPayment: notAvailable('createCardPayment'),
      submitPaymentDetails: notAvailable('submitPaymentDetails'),
      createPaypalSubscription: notAvailable('createPaypalSubscription'),
      saveReferral: notAvailable('saveReferral'),
      confirmOrder: notAvailable('confirmOrder'),
    },
  });

export const providedSms = () =>
  smsMachine.provide({
    actors: { validateSms: notAvailable('validateSms'), resendSms: notAvailable('resendSms') },
  });
