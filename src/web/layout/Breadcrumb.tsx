import { BREADCRUMB_STEPS, type BreadcrumbEntry, breadcrumbTrail } from '@machines/shared/breadcrumb';
import type { RouteId } from '@machines/shared/routes';
import { type BreadcrumbStep, SCREEN_BREADCRUMB_STEPS } from '@machines/shared/view';
import { Link, useRouterState } from '@tanstack/react-router';
import { useBreadcrumbSteps, useWizardView } from '@web/wizard/wizard-context';
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
  const view = useWizardView();
  const breadcrumb = useBreadcrumbSteps();
  if (!view) return <HeldPlace />;
  const current = view.breadcrumb;
  if (!current) return null;
  const trail = breadcrumbTrail(breadcrumb, current);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumb.label' })} className="breadcrumb">
      <StepList trail={trail} linkPastSteps />
    </nav>
  );
}

/** The steps in order, the present one marked; past ones are links where the visitor can use them. */
function StepList({ trail, linkPastSteps }: { trail: readonly BreadcrumbEntry[]; linkPastSteps: boolean }) {
  return (
    <ol className={trail.length > 3 ? 'breadcrumb-between' : 'breadcrumb-around'}>
      {trail.map(({ step, status }) => (
        <li key={step} aria-current={status === 'present' ? 'step' : undefined}>
          {linkPastSteps && status === 'past' ? (
            <Link to={STEP_PATHS[step]}>
              <FormattedMessage id={`breadcrumb.${step}`} />
            </Link>
          ) : (
            <FormattedMessage id={`breadcrumb.${step}`} />
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * Before the wizard shows its view (start-up, an area's code loading), the screen of the address
 * already renders: the breadcrumb its route usually has (a new customer's four steps) holds its
 * place, unseen, so the screen does not jump down when the wizard's breadcrumb arrives.
 */
function HeldPlace() {
  const route = useRouterState({
    select: (state): RouteId | undefined => state.matches.at(-1)?.staticData.wizardRoute,
  });
  const step = route ? SCREEN_BREADCRUMB_STEPS[route] : undefined;
  const trail = step ? breadcrumbTrail(BREADCRUMB_STEPS.full, step) : [];
  if (trail.length === 0) return null;
  return (
    <div className="breadcrumb breadcrumb-held" aria-hidden="true">
      <StepList trail={trail} linkPastSteps={false} />
    </div>
  );
}
