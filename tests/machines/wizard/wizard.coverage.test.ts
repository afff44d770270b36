import { ROUTES, type RouteId } from '@machines/shared/routes';
import { AREAS, type AreaName, areaOf } from '@machines/wizard/route-areas';
import { wizardMachine } from '@machines/wizard/wizard.machine';
import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../support/coverage';
import { entered, session } from './fixtures';

/**
 * Replays of the wizard with the recorder's stub areas (promises that never settle): the areas'
 * results are sent as their `xstate.done.actor.<area>` events, and an area showing another area's
 * screen as an `xstate.snapshot.<area>` event with a machine-like snapshot.
 */

const ROUTE_IDS = Object.keys(ROUTES).filter((route): route is RouteId => Object.hasOwn(ROUTES, route));

/** A route the area owns, and one it does not. */
const ownRoute = (area: AreaName): RouteId => {
  const route = ROUTE_IDS.find((id) => areaOf(id) === area);
  if (!route) throw new Error(`no route for ${area}`);
  return route;
};
const foreignRoute = (area: AreaName): RouteId => (area === 'cart' ? 'basicInfo' : 'cart');

const doneWith = (area: AreaName, route: RouteId) => ({
  type: `xstate.done.actor.${area}`,
  output: { next: { route } },
});

/** A running area whose current state shows the screen of `route`. */
const showing = (area: AreaName, route: RouteId) => ({
  type: `xstate.snapshot.${area}`,
  snapshot: {
    status: 'active',
    context: {},
    getMeta: () => ({ [`${area}.screen`]: { view: { route, title: 't' } } }),
  },
});

const NOTICE = {
  type: 'notify',
  notice: { type: 'info', title: 't', message: 'm', values: {}, preserveRouteChange: false },
};

describe('wizard, replayed with stub areas', () => {
  const recorder = new CoverageRecorder('wizard', wizardMachine);
  const input = session();

  it('every route lands in its owning area or plain screen', () => {
    for (const route of ROUTE_IDS) {
      const [snapshot] = recorder.replay([entered(route)], input);
      expect(snapshot?.value).toBe(areaOf(route) ?? route);
    }
  });

  for (const area of AREAS) {
    it(`${area}: forwards its routes and user events, relays emits, switches and hands over`, () => {
      const own = ownRoute(area);
      const steps = recorder.replay(
        [
          entered(own),
          entered(own),
          { type: 'STEP.NEXT' },
          NOTICE,
          { type: 'AREA.EMITTED', emitted: NOTICE },
          doneWith(area, foreignRoute(area)),
        ],
        input,
      );
      expect(steps.map((snapshot) => snapshot.value)).toEqual([
        area,
        area,
        area,
        area,
        area,
        areaOf(foreignRoute(area)),
      ]);

      const switched = recorder.replay([entered(own), entered(foreignRoute(area))], input);
      expect(switched[1]?.value).toBe(areaOf(foreignRoute(area)));
      expect(switched[1]?.children[area]).toBeUndefined();

      const handedOver = recorder.replay([entered(own), showing(area, foreignRoute(area))], input);
      expect(handedOver[1]?.value).toBe(areaOf(foreignRoute(area)));
      expect(handedOver[1]?.context.pendingRoute).toBeNull();

      const toPlain = recorder.replay([entered(own), doneWith(area, 'success')], input);
      expect(toPlain[1]?.value).toBe('success');
    });
  }

  it('searches a domain from the categories screen: the lookup gets the sanitised name, a bad input its error', () => {
    const [, invalid, searched] = recorder.replay(
      [
        entered('categories'),
        { type: 'DOMAIN.SEARCHED', input: 'my shop!' },
        { type: 'DOMAIN.SEARCHED', input: 'WWW.Sub.Example.DE.' },
      ],
      input,
    );
    expect(invalid?.value).toBe('categories');
    expect(invalid?.context.domainSearchError?.key).toBe(
      'domain_search.form_validation.forbidden_characters',
    );
    expect(searched?.value).toBe('domainLookup');
    expect(searched?.context.domainSearchError).toBeNull();
    expect(searched?.children.domainLookup).toBeDefined();
  });

  it('keeps refreshed facts in any state, without forwarding them to the area', () => {
    const [idle, inCart, refreshed] = recorder.replay(
      [
        { type: 'FACTS.REFRESHED', facts: { categorySlugs: ['hosting'] } },
        entered('cart'),
        { type: 'FACTS.REFRESHED', facts: { orderDraftId: 7 } },
      ],
      input,
    );
    expect(idle?.context.categorySlugs).toEqual(['hosting']);
    expect(inCart?.value).toBe('cart');
    expect(refreshed?.value).toBe('cart');
    expect(refreshed?.context.orderDraftId).toBe(7);
    expect(refreshed?.children.cart).toBe(inCart?.children.cart);
  });

  it('coverage of transitions, guard outcomes and states', () => {
    const report = recorder.save();
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
  });
});
