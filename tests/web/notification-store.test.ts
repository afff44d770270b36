import type { Notice } from '@contract/common';
import { NotificationStore } from '@web/notifications/notification-store';
import { describe, expect, it } from 'vitest';

const notice = (title: string, preserveRouteChange = false): Notice => ({
  type: 'error',
  title,
  message: `${title}.body`,
  values: {},
  preserveRouteChange,
});

const titles = (store: NotificationStore) => store.getSnapshot().map((entry) => entry.notice.title);

describe('notifications on screen', () => {
  it('a plain notice clears on the next navigation', () => {
    const store = new NotificationStore();
    store.push(notice('cart.product_removed_title'));
    expect(titles(store)).toEqual(['cart.product_removed_title']);
    store.navigated();
    expect(titles(store)).toEqual([]);
  });

  it('a preserved notice survives one navigation, then clears', () => {
    const store = new NotificationStore();
    store.push(notice('cart.product_not_available_title', true));
    store.navigated();
    expect(titles(store)).toEqual(['cart.product_not_available_title']);
    store.navigated();
    expect(titles(store)).toEqual([]);
  });

  it('the same notice twice is shown once, and the close button removes it', () => {
    const store = new NotificationStore();
    store.push(notice('a'));
    store.push(notice('a'));
    store.push(notice('b'));
    expect(titles(store)).toEqual(['a', 'b']);
    const first = store.getSnapshot()[0];
    if (!first) throw new Error('no notice shown');
    store.dismiss(first.id);
    expect(titles(store)).toEqual(['b']);
  });

  it('a newer notice under the same title takes the place of the shown one', () => {
    const store = new NotificationStore();
    store.push(notice('a'));
    store.push(notice('b'));
    store.push({ ...notice('a'), message: 'a.newer' });
    expect(store.getSnapshot().map((entry) => entry.notice.message)).toEqual(['b.body', 'a.newer']);
  });

  it('notices of one kind about different things stay side by side', () => {
    const store = new NotificationStore();
    store.push({ ...notice('cart.product_not_available_title'), values: { product: 'Web hosting S' } });
    store.push({ ...notice('cart.product_not_available_title'), values: { product: 'SSL Basic' } });
    expect(store.getSnapshot().map((entry) => entry.notice.values.product)).toEqual([
      'Web hosting S',
      'SSL Basic',
    ]);
  });

  it('a repeated notice that asks to be preserved keeps the one shown through the navigation', () => {
    const store = new NotificationStore();
    store.push(notice('a'));
    store.push(notice('a', true));
    store.navigated();
    expect(titles(store)).toEqual(['a']);
  });

  it('tells its listeners about every change, and no longer after unsubscribing', () => {
    const store = new NotificationStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.push(notice('a'));
    store.navigated();
    unsubscribe();
    store.push(notice('b'));
    expect(calls).toBe(2);
  });
});
