import type { PaymentOption, PaymentType, SessionPaymentBody } from '@contract/payment';
import { apiErrorOf, firstMessagePerField } from '@machines/shared/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/api/client';
import { checkoutApi } from '@web/api/endpoints';
import { checkoutKeys } from '@web/api/queries/checkout';
import { Modal } from '@web/components/Modal';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardData } from './card-data';
import { FormAlert } from './FormControls';
import { paymentModalSize } from './payment-rules';
import { useMessage } from './use-message';

/**
 * The payment form (with react-hook-form) is its own chunk: the confirm screen needs it only when
 * this modal opens (the modal renders its body only while open).
 */
const PaymentForm = lazy(() => import('./PaymentForm').then((module) => ({ default: module.PaymentForm })));

/**
 * The confirm screen's payment modal (spec sections 2 and 4): opened by the confirm machine when
 * the payment data is missing or the payment was refused or failed, with that message. Saving
 * another option (`PUT /api/v2/session/payment`) hands it to the machine (PAYMENT.CHANGED); the
 * card data waits for the next buy now. Large with more than 2 payment types.
 */
export function PaymentModal({
  open,
  error,
  types,
  saved,
  countryCode,
  defaultHolder,
  showBankField,
  onSaved,
  onClose,
}: {
  open: boolean;
  error: string | null;
  types: readonly PaymentType[];
  saved: PaymentOption | null;
  countryCode: string;
  defaultHolder: string;
  showBankField: boolean;
  onSaved(option: PaymentOption): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const message = useMessage();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: SessionPaymentBody) => callApi(checkoutApi.savePayment, { body }),
  });
  const responseErrors = save.error ? firstMessagePerField(apiErrorOf(save.error)?.errors ?? {}) : {};
  const saveFailed =
    save.error && Object.keys(responseErrors).length === 0
      ? intl.formatMessage({ id: 'error.generic' })
      : null;
  return (
    <Modal
      open={open}
      size={paymentModalSize(types)}
      title={intl.formatMessage({ id: 'checkout.payment_modal.title' })}
      onClose={onClose}
    >
      <FormAlert text={message(error)} />
      <Suspense
        fallback={
          <p className="loading-text" role="status">
            <FormattedMessage id="app.loading" />
          </p>
        }
      >
        <PaymentForm
          id="payment-modal"
          types={types}
          saved={saved}
          countryCode={countryCode}
          defaultHolder={defaultHolder}
          showBankField={showBankField}
          fieldErrors={responseErrors}
          generalError={saveFailed}
          busy={save.isPending}
          submitLabel={intl.formatMessage({ id: 'checkout.payment_modal.save' })}
          onSubmit={(body, card) => {
            save.mutate(body, {
              onSuccess: (answer) => {
                cardData.keep(card);
                queryClient.setQueryData(checkoutKeys.payment, answer.data);
                onSaved(answer.data);
              },
            });
          }}
        />
      </Suspense>
    </Modal>
  );
}
