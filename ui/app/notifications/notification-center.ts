import { makeAutoObservable } from 'mobx';
import type { LocalizedText } from '../../../core/domain/locale/localized-text';

/** accounts 9: notifications show for 5000 ms. */
export const NOTIFICATION_DURATION_MS = 5_000;

export interface Notification {
  readonly id: number;
  /** A message key of the catalogue (ui/locales), e.g. product_added_to_shopping_cart. */
  readonly key: string;
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

/** The notifications on screen. View models add them; the region in the app shell shows them. */
export class NotificationCenter {
  items: Notification[] = [];
  private nextId = 1;
  private readonly handles = new Map<number, unknown>();

  constructor(private readonly timers: Timers = browserTimers) {
    makeAutoObservable<NotificationCenter, 'timers' | 'handles'>(this, { timers: false, handles: false }, { autoBind: true });
  }

  notify(notification: Omit<Notification, 'id'>, durationMs = NOTIFICATION_DURATION_MS): number {
    const id = this.nextId++;
    this.items.push({ ...notification, id });
    this.handles.set(id, this.timers.setTimeout(() => this.dismiss(id), durationMs));
    return id;
  }

  dismiss(id: number): void {
    const handle = this.handles.get(id);
    if (handle !== undefined) this.timers.clearTimeout(handle);
    this.handles.delete(id);
    this.items = this.items.filter((item) => item.id !== id);
  }
}

/** What a view model needs to tell the customer something. */
export type Notify = Pick<NotificationCenter, 'notify'>;
