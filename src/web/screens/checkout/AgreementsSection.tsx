import type { BrandProperties } from '@contract/brand';
import type { RequiredAgreements } from '@contract/orders';
import type { AgreementName } from '@machines/payment/confirm.machine';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Checkbox } from './FormControls';
import { useMessage } from './use-message';

const AGREEMENTS: readonly AgreementName[] = ['mca', 'eult', 'gtc'];

/**
 * The legal agreements a product or addon of the cart requires (mca, eult, gtc; spec section 4),
 * each with a link to its terms; buy now refuses without them (the machine's messages).
 */
export function AgreementsSection({
  required,
  accepted,
  terms,
  errors,
  disabled,
  onToggle,
}: {
  required: RequiredAgreements;
  accepted: RequiredAgreements;
  terms: BrandProperties['terms'];
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onToggle(agreement: AgreementName, accepted: boolean): void;
}) {
  const message = useMessage();
  const shown = AGREEMENTS.filter((agreement) => required[agreement]);
  if (shown.length === 0) return null;
  const link = (href: string | null) => (chunks: ReactNode) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    ) : (
      chunks
    );
  return (
    <fieldset className="confirm-section agreements">
      <legend className="field-legend">
        <FormattedMessage id="checkout.agreements.legend" />
      </legend>
      {shown.map((agreement) => (
        <Checkbox
          key={agreement}
          id={`agreement-${agreement}`}
          required
          disabled={disabled}
          checked={accepted[agreement]}
          onChange={(event) => onToggle(agreement, event.target.checked)}
          error={message(errors[`${agreement}_agreement`])}
          label={
            <FormattedMessage
              id={`checkout.agreements.${agreement}`}
              values={{ link: link(terms[agreement]) }}
            />
          }
        />
      ))}
    </fieldset>
  );
}
