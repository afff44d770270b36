import type { Cart } from '@contract/cart';
import type { ValidateFieldsBody, ValidateFieldsResponse } from '@contract/fields';
import {
  type PostfillEmitted,
  type PostfillEvent,
  type PostfillInput,
  postfillMachine,
  type SaveCartOutput,
} from '@machines/postfill/postfill.machine';
import { currentTarget } from '@machines/postfill/selectors';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  BACKUP,
  BASIC,
  cartOf,
  entered,
  HOSTING,
  input,
  MAIL,
  ROW_HOSTING,
  ROW_SERVER,
  row,
  SERVER,
} from './fixtures';

interface ServerOptions {
  /** Field errors the server's validation answers with (per field id); none: valid. */
  errors?: Record<string, string[]>;
}

/** Postfill with a fake server: validation answers `errors` (valid without), saves echo the cart. */
function startPostfill(session: PostfillInput, server: ServerOptions = {}) {
  const validations: ValidateFieldsBody[] = [];
  const saves: Cart[] = [];
  const machine = postfillMachine.provide({
    actors: {
      validateFields: fromPromise<ValidateFieldsResponse, ValidateFieldsBody>(async ({ input }) => {
        validations.push(input);
        const errors = server.errors ?? {};
        return { valid: Object.keys(errors).length === 0, errors };
      }),
      saveCart: fromPromise<SaveCartOutput, Cart>(async ({ input }) => {
        saves.push(input);
        return { data: input, notices: [] };
      }),
    },
  });
  const actor = createActor(machine, { input: session });
  const emitted: PostfillEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const resting = (snapshot: SnapshotFrom<typeof postfillMachine>) =>
    snapshot.status === 'done' || snapshot.matches('entering') || isEditing(snapshot);
  return {
    actor,
    validations,
    saves,
    emitted,
    send: (event: PostfillEvent) => actor.send(event),
    settled: () => waitFor(actor, resting, { timeout: 1000 }),
    /** The screen on show: its route (from the state's meta) and the stop's query. */
    screen: () => {
      const snapshot = actor.getSnapshot();
      const view = Object.values(snapshot.getMeta()).find((meta) => meta?.view)?.view;
      return { route: view?.route, query: currentTarget(snapshot)?.query };
    },
  };
}

const isEditing = (snapshot: SnapshotFrom<typeof postfillMachine>) =>
  snapshot.matches({ products: 'editing' }) ||
  snapshot.matches({ addons: 'editing' }) ||
  snapshot.matches({ popularAddons: 'editing' }) ||
  snapshot.matches({ domains: 'editing' });

/** Fills the postponed fields of the stop on screen with `value` and saves. */
async function fillAndSave(postfill: ReturnType<typeof startPostfill>, value: string) {
  const fieldIds = postfill.actor.getSnapshot().context.current?.fieldIds ?? [];
  postfill.send({ type: 'FIELDS.SUBMITTED', values: fieldIds.map((id) => ({ field_id: id, value })) });
  await postfill.settled();
}

describe('postfill', () => {
  it('postfill visits product, addon, upsell, domain fields once each, then confirm', async () => {
    const postfill = startPostfill(
      input(cartOf(row('A', HOSTING, { addons: [BACKUP], upsells: [MAIL], domains: ['shop.de'] }))),
    );
    postfill.send(entered('postfillProducts', { p: 'y' }));
    await postfill.settled();
    const visits: unknown[] = [];

    for (const expected of [
      { route: 'postfillProducts', query: { rowId: ROW_HOSTING, p: 'y' } },
      { route: 'postfillAddons', query: { id: ROW_HOSTING, addonId: BACKUP.id, p: 'y' } },
      { route: 'postfillPopularAddons', query: { id: ROW_HOSTING, addonId: MAIL.id, p: 'y' } },
      { route: 'postfillDomains', query: { id: ROW_HOSTING, d: 'shop.de', p: 'y' } },
    ]) {
      expect(postfill.screen()).toEqual(expected);
      visits.push(postfill.screen().route);
      // The domain field is optional: leaving it empty still counts as its one visit.
      await fillAndSave(postfill, expected.route === 'postfillDomains' ? '' : 'filled');
    }

    expect(visits).toHaveLength(4);
    const done = postfill.actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output?.next).toEqual({ route: 'confirm' });
    // The filled cart goes along to the next area.
    expect(done.output?.cart).toEqual(done.context.cart);
    // Each save carried the values so far; the server validated each stop with its owner type.
    expect(postfill.validations.map((body) => body.fields[0]?.type)).toEqual([
      'product',
      'addon',
      'upsell',
      'domain',
    ]);
    const lastSave = postfill.saves.at(-1);
    expect(lastSave?.items[0]?.product.additional_fields).toEqual([{ field_id: 101, value: 'filled' }]);
    expect(lastSave?.items[0]?.addons[0]?.additional_fields).toEqual([{ field_id: 201, value: 'filled' }]);
    expect(lastSave?.items[0]?.upsells[0]?.additional_fields).toEqual([{ field_id: 301, value: 'filled' }]);
  });

  it('every product comes before any addon', async () => {
    const postfill = startPostfill(input(cartOf(row('A', HOSTING, { addons: [BACKUP] }), row('B', SERVER))));
    postfill.send(entered('postfillProducts', { p: 'y' }));
    await postfill.settled();
    expect(postfill.screen().query).toMatchObject({ rowId: ROW_HOSTING });
    await fillAndSave(postfill, 'x');
    expect(postfill.screen()).toMatchObject({ route: 'postfillProducts', query: { rowId: ROW_SERVER } });
    await fillAndSave(postfill, 'x');
    expect(postfill.screen().route).toBe('postfillAddons');
  });

  it('a visited element is not visited again when postfill is entered again', async () => {
    const postfill = startPostfill(
      input(cartOf(row('C', BASIC, { addons: [BACKUP], domains: ['shop.de'] }))),
    );
    postfill.send(entered('postfillAddons', { p: 'y' }));
    await postfill.settled();
    expect(postfill.screen().route).toBe('postfillAddons');
    await fillAndSave(postfill, 'x');
    expect(postfill.screen().route).toBe('postfillDomains');
    // Back to /postfill/addons?p=y: the walk stays where it is.
    postfill.send(entered('postfillAddons', { p: 'y' }));
    await postfill.settled();
    expect(postfill.screen().route).toBe('postfillDomains');
  });

  it('without postponed fields postfill goes straight to confirm', async () => {
    const postfill = startPostfill(input(cartOf(row('C', BASIC))));
    postfill.send(entered('postfillProducts', { p: 'y' }));
    expect(postfill.actor.getSnapshot().output?.next).toEqual({ route: 'confirm' });
  });

  it('server field errors block the step and are cleared when the field is edited', async () => {
    const postfill = startPostfill(input(cartOf(row('A', HOSTING))), {
      errors: { '101': ['product.additional_fields_form_validation.required'] },
    });
    postfill.send(entered('postfillProducts', { p: 'y' }));
    await postfill.settled();
    await fillAndSave(postfill, ' ');
    const blocked = postfill.actor.getSnapshot();
    expect(blocked.matches({ products: 'editing' })).toBe(true);
    expect(blocked.context.fieldErrors).toEqual({
      '101': ['product.additional_fields_form_validation.required'],
    });
    expect(postfill.saves).toHaveLength(0);

    postfill.send({ type: 'FIELD.EDITED', fieldId: 101 });
    expect(postfill.actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('a navigation elsewhere leaves postfill for that route', async () => {
    const postfill = startPostfill(input(cartOf(row('A', HOSTING))));
    postfill.send(entered('postfillProducts', { p: 'y' }));
    await postfill.settled();
    postfill.send(entered('cart'));
    expect(postfill.actor.getSnapshot().output?.next).toEqual({ route: 'cart', params: {}, query: {} });
  });
});
