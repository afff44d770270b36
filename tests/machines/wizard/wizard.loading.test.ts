import type { AreaName } from '@machines/wizard/route-areas';
import type { WizardEmitted } from '@machines/wizard/types';
import { createWizardMachine, currentView } from '@machines/wizard/wizard.machine';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { entered, providedAreaMachines, session } from './fixtures';

/** Areas whose code arrives when the test releases it, as the browser loads each area's chunk. */
function deferredAreas() {
  const loaded = new Set<AreaName>();
  const requested: AreaName[] = [];
  let release: (outcome: 'loaded' | 'failed') => void = () => undefined;
  const areas = {
    machines: providedAreaMachines(),
    isLoaded: (area: AreaName) => loaded.has(area),
    load: (area: AreaName) =>
      new Promise<void>((resolve, reject) => {
        requested.push(area);
        release = (outcome) => {
          if (outcome === 'failed') return reject(new Error('chunk failed'));
          loaded.add(area);
          resolve();
        };
      }),
  };
  return { areas, requested, release: (outcome: 'loaded' | 'failed') => release(outcome), loaded };
}

function start(areas: ReturnType<typeof deferredAreas>['areas']) {
  const actor = createActor(createWizardMachine(areas), { input: session() });
  const emitted: WizardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('wizard, areas loaded on first entry', () => {
  it('shows nothing while the area loads, then runs it with the route the visitor asked for', async () => {
    const deferred = deferredAreas();
    const { actor } = start(deferred.areas);
    actor.send(entered('cart'));
    expect(actor.getSnapshot().value).toBe('loadingArea');
    expect(currentView(actor.getSnapshot())).toBeNull();
    expect(deferred.requested).toEqual(['cart']);

    deferred.release('loaded');
    const running = await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    expect(running.value).toBe('cart');
  });

  it('takes the newest route when the visitor moves on while an area loads', async () => {
    const deferred = deferredAreas();
    const { actor } = start(deferred.areas);
    actor.send(entered('cart'));
    expect(actor.getSnapshot().value).toBe('loadingArea');
    actor.send(entered('categories'));
    expect(actor.getSnapshot().value).toBe('categories');
    deferred.release('loaded');
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('categories');
  });

  it('enters a loaded area at once the next time', async () => {
    const deferred = deferredAreas();
    const { actor } = start(deferred.areas);
    actor.send(entered('cart'));
    deferred.release('loaded');
    await waitFor(actor, (snapshot) => snapshot.value === 'cart');
    actor.send(entered('categories'));
    actor.send(entered('cart'));
    expect(actor.getSnapshot().value).toBe('cart');
    expect(deferred.requested).toEqual(['cart']);
  });

  it('emits areaUnavailable and stops when the code cannot be loaded', async () => {
    const deferred = deferredAreas();
    const { actor, emitted } = start(deferred.areas);
    actor.send(entered('basicInfo'));
    deferred.release('failed');
    const stopped = await waitFor(actor, (snapshot) => snapshot.value === 'areaUnavailable');
    expect(currentView(stopped)).toBeNull();
    expect(emitted).toContainEqual({ type: 'areaUnavailable' });
  });
});
