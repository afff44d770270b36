import { activeArea, currentView } from '@machines/wizard/selectors';
import type { WizardMachine } from '@machines/wizard/wizard.machine';
import type { Actor, StateValue } from 'xstate';
import { followWizard, type WizardPlace } from './failed-calls';

/** A state value as dotted paths (`complete.resending`); parallel regions joined by commas. */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, inner]) => (inner === undefined ? key : `${key}.${stateValueText(inner)}`))
    .join(',');
}

/** Where the wizard is: the screen it shows and its state value, with the running area's own. */
export function wizardPlace(actor: Actor<WizardMachine>): WizardPlace {
  const snapshot = actor.getSnapshot();
  const area = activeArea(snapshot);
  const areaSnapshot: unknown = area ? snapshot.children[area]?.getSnapshot() : undefined;
  const areaValue =
    areaSnapshot && typeof areaSnapshot === 'object' && 'value' in areaSnapshot
      ? (areaSnapshot.value as StateValue)
      : null;
  const state =
    area && areaValue !== null ? `${area}/${stateValueText(areaValue)}` : stateValueText(snapshot.value);
  return { route: currentView(snapshot)?.route ?? null, state };
}

/** Error reports name the wizard's place while this actor runs; returns the function that stops it. */
export const reportWizardPlace = (actor: Actor<WizardMachine>): (() => void) =>
  followWizard(() => wizardPlace(actor));
