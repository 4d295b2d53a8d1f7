import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DURATION_MS, NotificationCenter } from '../../../../ui/app/notifications/notification-center';
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

  it('the customer can dismiss one before its time, the others stay', () => {
    const timers = new ManualTimers();
    const center = new NotificationCenter(timers);
    const first = center.notify({ key: 'a', tone: 'info' });
    center.notify({ key: 'b', tone: 'info' });
    center.dismiss(first);
    expect(center.items.map((item) => item.key)).toEqual(['b']);
    expect(timers.pendingCount).toBe(1);
  });
});
