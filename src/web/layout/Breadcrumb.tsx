import type { BreadcrumbStep } from '@machines/shared/view';
import { useWizardView } from '@web/wizard/wizard-context';
import { FormattedMessage, useIntl } from 'react-intl';

const CHECKOUT_STEPS: readonly BreadcrumbStep[] = ['cart', 'customer', 'payment', 'confirm'];

/** The order steps, shown on screens whose wizard state names a breadcrumb step. */
export function Breadcrumb() {
  const intl = useIntl();
  const view = useWizardView();
  const current = view?.breadcrumb;
  if (!current) return null;
  const steps = CHECKOUT_STEPS.includes(current) ? CHECKOUT_STEPS : [current];
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumb.label' })} className="breadcrumb">
      <ol>
        {steps.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            <FormattedMessage id={`breadcrumb.${step}`} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
