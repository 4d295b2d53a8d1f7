import { makeAutoObservable } from 'mobx';
import type { LocalizedText } from '../../core/domain/locale/localized-text';

/** accounts 9: notifications show for 5000 ms. */
export const NOTIFICATION_DURATION_MS = 5_000;

/** browsing 8: the preparation-time message stays 6 s; every other message the default 5 s. */
const DURATION_BY_KEY: Readonly<Record<string, number>> = {
  preparation_time_change_remove_timeslot: 6_000,
};

export function notificationDuration(key: string): number {
  return DURATION_BY_KEY[key] ?? NOTIFICATION_DURATION_MS;
}

export interface Notification {
  readonly id: number;
  /** A message key of the catalogue (ui/locales), e.g. product_added_to_shopping_cart. */
  readonly key: string;
  /**
   * The restaurant's own words, shown instead of the key's when given (browsing 8: an unavailable
   * product shows the restaurant's text, else product_victim_success).
   */
  readonly text?: LocalizedText;
  readonly values?: Readonly<Record<string, string | number>>;
  /** Restaurant-provided names listed under the message, e.g. the products removed from the basket. */
  readonly names?: readonly LocalizedText[];
  readonly tone: 'success' | 'info' | 'warning' | 'error';
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The notification on screen. One at a time: a new one replaces the one showing (toasts used to stack).
 * A notification belongs to the page it was given on and is gone when the customer moves to another
 * page (an overlay opened or closed over the same page is not another page: see notification-page.ts).
 */
export class NotificationCenter {
  items: Notification[] = [];
  private nextId = 1;
  private handle: unknown = undefined;
  private page: string | null = null;

  constructor(private readonly timers: Timers = browserTimers) {
    makeAutoObservable<NotificationCenter, 'timers' | 'handle' | 'page'>(this, { timers: false, handle: false, page: false }, { autoBind: true });
  }

  notify(notification: Omit<Notification, 'id'>, durationMs = notificationDuration(notification.key)): number {
    this.clearTimer();
    const id = this.nextId++;
    this.items = [{ ...notification, id }];
    this.handle = this.timers.setTimeout(() => this.dismiss(id), durationMs);
    return id;
  }

  dismiss(id: number): void {
    if (!this.items.some((item) => item.id === id)) return;
    this.clearTimer();
    this.items = [];
  }

  /** The customer is on `page` now: what was said on another page goes. */
  pageChanged(page: string): void {
    if (this.page !== null && this.page !== page) {
      this.clearTimer();
      this.items = [];
    }
    this.page = page;
  }

  private clearTimer(): void {
    if (this.handle !== undefined) this.timers.clearTimeout(this.handle);
    this.handle = undefined;
  }
}

/** What a view model needs to tell the customer something. */
export type Notify = Pick<NotificationCenter, 'notify'>;

/** browsing 8: a product that cannot be added says so in the restaurant's words, else product_victim_success. */
export function unavailableProductNotice(unavailableText: LocalizedText | null): Omit<Notification, 'id'> {
  return { key: 'product_victim_success', ...(unavailableText !== null && { text: unavailableText }), tone: 'warning' };
}
