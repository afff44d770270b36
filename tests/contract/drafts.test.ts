import { draftApi } from '@contract/api';
import {
  CurrentOrderDraftResponse,
  SaveOrderDraftBody,
  SaveOrderDraftResponse,
  SessionCode,
  SessionRestoreBody,
  SessionRestoreResponse,
} from '@contract/drafts';
import { StoredClientValues } from '@contract/storage';
import { describe, expect, it } from 'vitest';

describe('order drafts', () => {
  it('current draft is an object or null', () => {
    const answer = { data: { id: 17, session_code: 'k2J9x0Qa' } };
    expect(draftApi.current.response.parse(answer)).toEqual(answer);
    expect(CurrentOrderDraftResponse.parse({ data: null })).toEqual({ data: null });
    expect(CurrentOrderDraftResponse.safeParse({ data: { id: '17', session_code: 'x' } }).success).toBe(
      false,
    );
  });

  it('save has no payload and answers the id', () => {
    expect(SaveOrderDraftBody.safeParse(undefined).success).toBe(true);
    expect(SaveOrderDraftBody.safeParse({}).success).toBe(true);
    expect(SaveOrderDraftBody.safeParse({ cart: [] }).success).toBe(false);
    expect(SaveOrderDraftResponse.parse({ id: 17 })).toEqual({ id: 17 });
    expect(SaveOrderDraftResponse.safeParse({ id: 0 }).success).toBe(false);
    expect(SaveOrderDraftResponse.safeParse({}).success).toBe(false);
  });

  it('cancel is a DELETE without body', () => {
    expect(draftApi.cancel.method).toBe('DELETE');
    expect(draftApi.cancel.response.parse({ ok: true })).toEqual({ ok: true });
    expect(draftApi.cancel.response.safeParse({ ok: false }).success).toBe(false);
  });
});

describe('session restore by session_code', () => {
  it('takes a session code and answers the draft id', () => {
    expect(SessionRestoreBody.parse({ session_code: 'aZ09' })).toEqual({ session_code: 'aZ09' });
    expect(SessionRestoreResponse.parse({ data: { order_draft_id: null } })).toEqual({
      data: { order_draft_id: null },
    });
    expect(SessionRestoreResponse.safeParse({ data: {} }).success).toBe(false);
  });

  it.each(['', 'a_b', 'a b', 'a-b', 'x'.repeat(129), 12])('rejects session code %s', (code) => {
    expect(SessionCode.safeParse(code).success).toBe(false);
    expect(SessionRestoreBody.safeParse({ session_code: code }).success).toBe(false);
  });
});

describe('values stored client-side', () => {
  it('every key may be missing', () => {
    expect(StoredClientValues.parse({})).toEqual({});
  });

  it('a full set parses', () => {
    const stored = {
      note_items: ['Web Hosting M'],
      cloud_pit_data: {
        order_type: 'cloudpit_domains',
        webhosting_id: '100234',
        use_cp_2: false,
        category_slug: null,
      },
      customer_feedback: {
        referral_id: null,
        comment: 'hi',
        newsletter: false,
        knownfrom: 'magazine',
        otherknownfrom: null,
      },
      external_product_id: 'cloud-domains-1',
      order_draft_session_code: 'k2J9x0Qa',
      customer_number: 'K100234',
      order_type: 'cloudpit_domains',
    };
    expect(StoredClientValues.parse(stored)).toEqual(stored);
  });

  it('rejects tampered values', () => {
    expect(StoredClientValues.safeParse({ order_type: 'admin' }).success).toBe(false);
    expect(StoredClientValues.safeParse({ order_draft_session_code: '<script>' }).success).toBe(false);
    expect(StoredClientValues.safeParse({ cloud_pit_data: { order_type: 'redirect' } }).success).toBe(false);
  });
});
