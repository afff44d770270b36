import type { PaymentOption } from '@contract/payment';
import { createSepaForm, type SepaForm } from '@domain/validation/checkout/sepa';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { Checkbox, TextInput } from './FormControls';
import { useMessage } from './use-message';
import { useServerErrors } from './use-server-errors';

type SepaSchema = ReturnType<typeof createSepaForm>;
type SepaInput = z.input<SepaSchema>;

const FIELDS: readonly Path<SepaInput>[] = ['holder', 'iban', 'bic', 'bank', 'permission'];

/**
 * SEPA direct debit (checkout spec section 5): account holder, IBAN, BIC, the bank's name when the
 * brand shows that field, and the debit authorisation. Reports the form's valid values, or null.
 * Response errors of the last save are shown on their fields.
 */
export function SepaFields({
  id,
  showBankField,
  initial,
  defaultHolder,
  fieldErrors,
  onChange,
}: {
  id: string;
  showBankField: boolean;
  initial: PaymentOption | null;
  defaultHolder: string;
  fieldErrors: Readonly<Record<string, string>>;
  onChange(values: SepaForm | null): void;
}) {
  const intl = useIntl();
  const message = useMessage();
  const schema = useMemo(() => createSepaForm({ showBankField }), [showBankField]);
  const sepa = initial?.type === 'sepa' ? initial : null;
  const form = useForm<SepaInput, unknown, SepaForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      holder: sepa?.holder ?? defaultHolder,
      iban: sepa?.iban ?? '',
      bic: sepa?.bic ?? '',
      bank: sepa?.bank ?? '',
      // No default for the authorisation: it is given anew each time (an unticked box is false).
    },
  });
  const { register, formState, watch, setError } = form;
  useServerErrors(setError, fieldErrors, FIELDS);
  const error = (name: keyof SepaInput) => message(formState.errors[name]?.message);

  useEffect(() => {
    const report = (values: unknown) => {
      const parsed = schema.safeParse(values);
      onChange(parsed.success ? parsed.data : null);
    };
    report(form.getValues());
    const subscription = watch((values) => report(values));
    return () => {
      subscription.unsubscribe();
      onChange(null);
    };
  }, [form, schema, watch, onChange]);

  return (
    <div className="sepa-form">
      <TextInput
        id={`${id}-holder`}
        label={intl.formatMessage({ id: 'checkout.payment.sepa_holder' })}
        required
        autoComplete="name"
        error={error('holder')}
        {...register('holder')}
      />
      <div className="field-row">
        <TextInput
          id={`${id}-iban`}
          className="grow"
          label={intl.formatMessage({ id: 'checkout.payment.sepa_iban' })}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="DE89 3704 0044 0532 0130 00"
          error={error('iban')}
          {...register('iban')}
        />
        <TextInput
          id={`${id}-bic`}
          className="medium"
          label={intl.formatMessage({ id: 'checkout.payment.sepa_bic' })}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="COBADEFFXXX"
          error={error('bic')}
          {...register('bic')}
        />
      </div>
      {showBankField ? (
        <TextInput
          id={`${id}-bank`}
          label={intl.formatMessage({ id: 'checkout.payment.sepa_bank' })}
          required
          autoComplete="off"
          error={error('bank')}
          {...register('bank')}
        />
      ) : null}
      <Checkbox
        id={`${id}-permission`}
        required
        label={<FormattedMessage id="checkout.payment.sepa_permission" />}
        error={error('permission')}
        {...register('permission')}
      />
    </div>
  );
}
