import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DURATION_MS, NotificationCenter, unavailableProductNotice } from '../../../../ui/notifications/notification-center';
import { ManualTimers } from '../fixtures/manual-timers';

describe('NotificationCenter (accounts 9: notifications show for 5000 ms)', () => {
  it('a notification shows until its time is up', () => {
    const timers = new ManualTimers();
    const center = new NotificationCenter(timers);
    center.notify({ key: 'product_added_to_shopping_cart', tone: 'success' });
    timers.advance(NOTIFICATION_DURATION_MS - 1);
    expect(center.items.map((item) => item.key)).toEqual(['product_added_to_shopping_cart']);
    timers.advance(1);
    expect(center.items).toEqual([]);
  });

  it('browsing 8: the preparation-time message stays 6 s', () => {
    const timers = new ManualTimers();
    const center = new NotificationCenter(timers);
    center.notify({ key: 'preparation_time_change_remove_timeslot', tone: 'info' });
    timers.advance(5_999);
    expect(center.items).toHaveLength(1);
    timers.advance(1);
    expect(center.items).toEqual([]);
  });

  it('one toast at a time: a new one replaces the one showing, with its own time', () => {
    const timers = new ManualTimers();
    const center = new NotificationCenter(timers);
    center.notify({ key: 'a', tone: 'info' });
    timers.advance(4_000);
    center.notify({ key: 'b', tone: 'info' });
    expect(center.items.map((item) => item.key)).toEqual(['b']);
    expect(timers.pendingCount).toBe(1);
    timers.advance(4_000);
    expect(center.items.map((item) => item.key)).toEqual(['b']);
  });

  it('the customer can dismiss it before its time; dismissing an old one changes nothing', () => {
    const timers = new ManualTimers();
    const center = new NotificationCenter(timers);
    const first = center.notify({ key: 'a', tone: 'info' });
    const second = center.notify({ key: 'b', tone: 'info' });
    center.dismiss(first);
    expect(center.items.map((item) => item.key)).toEqual(['b']);
    center.dismiss(second);
    expect(center.items).toEqual([]);
    expect(timers.pendingCount).toBe(0);
  });

  it('gone when the page changes; it stays while the page stays the same', () => {
    const timers = new ManualTimers();
    const center = new NotificationCenter(timers);
    center.pageChanged('/le-comptoir/menu/10');
    center.notify({ key: 'product_added_to_shopping_cart', tone: 'success' });
    center.pageChanged('/le-comptoir/menu/10');
    expect(center.items).toHaveLength(1);
    center.pageChanged('/le-comptoir/validation');
    expect(center.items).toEqual([]);
    expect(timers.pendingCount).toBe(0);
  });

  it('browsing 8: an unavailable product is told in the restaurant\u2019s words, else product_victim_success', () => {
    expect(unavailableProductNotice({ fr: 'Plus servi', en: 'No longer served' })).toEqual({ key: 'product_victim_success', text: { fr: 'Plus servi', en: 'No longer served' }, tone: 'warning' });
    expect(unavailableProductNotice(null)).toEqual({ key: 'product_victim_success', tone: 'warning' });
  });
});
