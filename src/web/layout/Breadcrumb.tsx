import { breadcrumbTrail } from '@machines/shared/breadcrumb';
import type { BreadcrumbStep } from '@machines/shared/view';
import { Link } from '@tanstack/react-router';
import { useWizard } from '@web/wizard/wizard-context';
import { FormattedMessage, useIntl } from 'react-intl';

/** Where a past step's link leads; the wizard's guards decide whether the visitor may go there. */
const STEP_PATHS = {
  cart: '/cart',
  customer: '/customer/basic-info',
  payment: '/customer/payment',
  confirm: '/confirm/{-$orderCode}',
  domainSelection: '/domains/lookup',
} as const satisfies Record<BreadcrumbStep, string>;

/**
 * The order steps on screens whose wizard state names a breadcrumb step: past steps are links, the
 * present one is marked, future ones are plain text. The steps are the visitor's variant (full,
 * existing customer, cloud-domains order); more than 3 are spaced between, otherwise around.
 */
export function Breadcrumb() {
  const intl = useIntl();
  const { view, breadcrumb } = useWizard();
  const current = view?.breadcrumb;
  if (!current) return null;
  const trail = breadcrumbTrail(breadcrumb, current);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumb.label' })} className="breadcrumb">
      <ol className={trail.length > 3 ? 'breadcrumb-between' : 'breadcrumb-around'}>
        {trail.map(({ step, status }) => (
          <li key={step} aria-current={status === 'present' ? 'step' : undefined}>
            {status === 'past' ? (
              <Link to={STEP_PATHS[step]}>
                <FormattedMessage id={`breadcrumb.${step}`} />
              </Link>
            ) : (
              <FormattedMessage id={`breadcrumb.${step}`} />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
