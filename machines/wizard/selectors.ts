import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { BREADCRUMB_STEPS, breadcrumbFor, breadcrumbTarget } from '../shared/breadcrumb';
import type { RouteTarget } from '../shared/routes';
import type { BreadcrumbStep, ViewMeta } from '../shared/view';
import { snapshotView } from './facts';
import { AREAS, type AreaName } from './route-areas';
import type { WizardMachine } from './wizard.machine';

// What the app reads of the wizard's snapshot: the screen on show, the breadcrumb, the active area.

const isAreaName = (value: unknown): value is AreaName => (AREAS as readonly unknown[]).includes(value);

/**
 * The screen the wizard shows: the view of the active area's current state (its child's
 * `getMeta()`), or the plain state's own view. Null while nothing is shown (before the first
 * navigation, while routing, or while the area decides or loads). The router sync layer calls
 * this one function.
 */
export function currentView(snapshot: SnapshotFrom<WizardMachine>): ViewMeta | null {
  const state = snapshot.value;
  if (isAreaName(state)) {
    const children: Record<string, AnyActorRef | undefined> = snapshot.children;
    return snapshotView(children[state]?.getSnapshot());
  }
  return snapshotView(snapshot);
}

/** The breadcrumb's steps for this visitor: full, existing customer, or cloud-domains order. */
export function breadcrumbSteps(snapshot: SnapshotFrom<WizardMachine>): readonly BreadcrumbStep[] {
  const { customer, orderType } = snapshot.context;
  return BREADCRUMB_STEPS[breadcrumbFor(customer?.customer_number ?? null, orderType)];
}

/** Where the link of a past breadcrumb step leads, for the cart the wizard holds. */
export function breadcrumbStepTarget(
  snapshot: SnapshotFrom<WizardMachine>,
  step: BreadcrumbStep,
): RouteTarget {
  return breadcrumbTarget(step, snapshot.context.cart);
}

/** The area running now, or null on a plain screen. */
export function activeArea(snapshot: SnapshotFrom<WizardMachine>): AreaName | null {
  return isAreaName(snapshot.value) ? snapshot.value : null;
}
