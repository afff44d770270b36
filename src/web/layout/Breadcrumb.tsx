import { BREADCRUMB_STEPS, type BreadcrumbEntry, breadcrumbTrail } from '@machines/shared/breadcrumb';
import type { RouteId, RouteTarget } from '@machines/shared/routes';
import { type BreadcrumbStep, SCREEN_BREADCRUMB_STEPS } from '@machines/shared/view';
import { breadcrumbStepTarget } from '@machines/wizard/selectors';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { hrefOf } from '@web/wizard/sync';
import { useBreadcrumbSteps, useWizard, useWizardView } from '@web/wizard/wizard-context';
import { useSelector } from '@xstate/react';
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const sameTarget = (a: RouteTarget | null, b: RouteTarget | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** A past step's link: where it leads is the wizard's decision (its guards admit the visitor or not). */
function StepLink({ step }: { step: BreadcrumbStep }) {
  const { actor } = useWizard();
  const target = useSelector(
    actor ?? undefined,
    (snapshot) => (snapshot ? breadcrumbStepTarget(snapshot, step) : null),
    sameTarget,
  );
  const router = useRouter();
  const label = <FormattedMessage id={`breadcrumb.${step}`} />;
  if (!target) return label;
  // A built href as the router sync writes one: the step's query (the lookup's row id) is the
  // wizard's, not a typed search of one route, so the router's typed Link does not fit it.
  const href = hrefOf(router, target);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier (new tab or window) is the browser's.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={follow}>
      {label}
    </a>
  );
}

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
            <StepLink step={step} />
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
