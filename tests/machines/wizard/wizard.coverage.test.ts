import { ROUTES, type RouteId } from '@machines/shared/routes';
import { AREAS, type AreaName, areaOf } from '@machines/wizard/route-areas';
import { wizardMachine } from '@machines/wizard/wizard.machine';
import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../support/coverage';
import { address, basicInfo, cartOf, entered, newCustomer, sepa, session } from './fixtures';

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
      // A success URL of an order this tab did not place asks the server first.
      expect(snapshot?.value).toBe(route === 'success' ? 'findingOrder' : (areaOf(route) ?? route));
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

      const toPlain = recorder.replay([entered(own), doneWith(area, 'categories')], input);
      expect(toPlain[1]?.value).toBe('categories');
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

  describe('the success page', () => {
    const placed = { code: 'ORDER00042', id: 42 };
    const success = (id: string) => entered('success', {}, { orderId: id });
    const confirmPlaced = {
      type: 'xstate.done.actor.confirm',
      output: { next: { route: 'success', params: { orderId: '42' } }, order: placed },
    };
    const emptyCart = cartOf();

    it('shows the order this tab placed at once', () => {
      const [, shown] = recorder.replay([entered('confirm'), confirmPlaced], input);
      expect(shown?.value).toBe('success');
      expect(shown?.context.order).toEqual(placed);
    });

    it('asks the server for any other id: the session’s order is shown, none is the 404 page', () => {
      const [finding, found] = recorder.replay(
        [success('7'), { type: 'xstate.done.actor.findOrder', output: { code: 'ORDER00007', id: 7 } }],
        input,
      );
      expect(finding?.value).toBe('findingOrder');
      expect(found?.value).toBe('success');
      expect(found?.context.order).toEqual({ code: 'ORDER00007', id: 7 });

      const [, unknown] = recorder.replay(
        [success('99999'), { type: 'xstate.done.actor.findOrder', output: null }],
        input,
      );
      expect(unknown?.value).toBe('notFound');
      expect(unknown?.context.order).toBeNull();

      const [, failed] = recorder.replay(
        [success('abc'), { type: 'xstate.error.actor.findOrder', error: new Error('offline') }],
        input,
      );
      expect(failed?.value).toBe('notFound');
    });

    it('leaving by any route resets customer, order and payment and takes the reloaded cart first', () => {
      const ordered = session({ customer: newCustomer({ basicInfo, address }), paymentOption: sepa });
      const [, , leaving, stillLeaving, reset] = recorder.replay(
        [
          entered('confirm'),
          confirmPlaced,
          entered('cart'),
          entered('confirm', { redirectResult: 'replayed' }),
          { type: 'xstate.done.actor.resetAfterOrder', output: emptyCart },
        ],
        ordered,
      );
      expect(leaving?.value).toBe('leavingSuccess');
      // The last route the visitor chose while the reset runs is the one shown after it.
      expect(stillLeaving?.context.pendingRoute?.route).toBe('confirm');
      expect(reset?.context).toMatchObject({
        cart: emptyCart,
        customer: null,
        paymentOption: null,
        order: null,
        idempotencyKeyPrefix: 'test-o42',
      });
      // The confirm area starts from the empty cart: its route guard sends to the root.
      expect(reset?.value).toBe('confirm');
      expect(reset?.children.confirm).toBeDefined();
    });

    it('a failed reload still leaves with an empty cart', () => {
      const [, , , reset] = recorder.replay(
        [
          entered('confirm'),
          confirmPlaced,
          entered('categories'),
          { type: 'xstate.error.actor.resetAfterOrder', error: new Error('offline') },
        ],
        input,
      );
      expect(reset?.value).toBe('categories');
      expect(reset?.context.cart.items).toEqual([]);
      expect(reset?.context.order).toBeNull();
    });
  });

  it('coverage of transitions, guard outcomes and states', () => {
    const report = recorder.save();
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
  });
});
