import { randomBytes } from 'node:crypto';
import { checkShare, itemsOfChoice, splitBillOf } from '../../../core/domain/bill-split/bill-split';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../../core/ports/clock';
import type { ShareRelease, ShareStatus } from '../../../core/ports/table-gateway';
import { TABLE_SHARE_PAYMENT_PATH } from '../../platform-api/table-api';
import type { SimulatorStore } from '../store/simulator-store';
import { requestFingerprint } from './idempotency';
import type { SimulatorTables } from './simulator-tables';
import { SimulatorError } from './simulator-error';
import type { TableBills } from './table-bills';
import type { ShareOutcome, StoredShare } from './table-shares';
import { readShareRequest } from './table-shares';

/**
 * Ours: how long a share is held while its payer is on the provider's page. Long enough to type a card and
 * pass a bank's check, short enough that a guest who walked away does not block the table for the evening.
 */
export const SHARE_HOLD_MS = 15 * 60_000;

/** What the provider's page does with a share: the customer pays, the card is refused, or the customer gives up. */
export type ShareProviderResult = 'paid' | 'refused' | 'cancelled';

const SHARE_ID = /^[\w-]{22}$/;
/** A reserved share past its hold is released, whether or not the release was written yet. */
const isExpired = (share: StoredShare, now: string) => share.state === 'reserved' && share.expiresAt <= now;

/**
 * Issue 20 item 2: a share of a table's bill is a payment, as the whole bill is. Asked, it is recomputed and
 * held (its amount and items reserved, so that no other guest pays them meanwhile) and its payment opened with
 * the table's provider (the sandbox here); it becomes paid only when the provider's own page takes it
 * (`settle`, called by the provider, never by the storefront), and is released when the provider refuses it,
 * its payer gives up, or SHARE_HOLD_MS passes. Every step runs in one SQLite transaction.
 */
export class TableSharePayments {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly setup: {
      readonly tables: SimulatorTables;
      readonly bills: TableBills;
      readonly store: SimulatorStore;
      readonly clock: Clock;
      readonly settings: (restaurantId: RestaurantId) => RestaurantSettings;
    },
  ) {}

  /**
   * POST v1/table/bill/shares. In one transaction (and one synchronous call: no other request runs in
   * between): the holds past their time are released, the bill read again, the share's amount recomputed and
   * compared with the one the customer saw, its items checked neither paid nor held, the share held. A repeat
   * under the same Idempotency-Key gets the first answer; another request under it is refused (422).
   */
  reserve(restaurantId: RestaurantId, tableNumber: string, body: unknown, key: unknown): ShareOutcome {
    const { request, idempotencyKey } = readShareRequest(body, key);
    if (!this.setup.settings(restaurantId).tastypay) throw new SimulatorError('not_found', 'no table payment at this establishment');
    this.releaseExpired();
    const outcome = this.setup.store.transaction((): ShareOutcome => {
      const found = this.setup.bills.ofTable(restaurantId, tableNumber);
      if (!found) return { status: 'refused', refusal: 'nothing_left' };
      const shares = this.setup.store.tableShares();
      const fingerprint = requestFingerprint(request);
      const previous = shares.find(found.bill.transactionKey, idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== fingerprint) throw new SimulatorError('unprocessable', 'this Idempotency-Key was used for another share', 'Idempotency-Key');
        return this.held(previous, true);
      }
      const answer = this.setup.tables.tableBill(restaurantId, tableNumber);
      if (answer.state !== 'open') return { status: 'refused', refusal: 'nothing_left' };
      const checked = checkShare(splitBillOf(answer.orders, answer.shares ?? []), request);
      if (!checked.ok) return { status: 'refused', refusal: checked.error };
      const now = this.setup.clock.now().toUTC();
      const share: StoredShare = {
        shareId: randomBytes(16).toString('base64url'),
        restaurantId,
        tableNumber,
        transactionKey: found.bill.transactionKey,
        idempotencyKey,
        fingerprint,
        ...checked.value,
        items: itemsOfChoice(request.choice),
        choice: request.choice,
        paidAt: now.toISO() ?? '',
        state: 'reserved',
        expiresAt: now.plus({ milliseconds: SHARE_HOLD_MS }).toISO() ?? '',
        reason: null,
      };
      shares.insert(share);
      return this.held(share, false);
    });
    if (outcome.status === 'pending' && !outcome.replayed) {
      this.setup.bills.changed(restaurantId, tableNumber);
      this.releaseLater();
    }
    return outcome;
  }

  /**
   * The provider's page took its decision (the sandbox's own record, never the storefront's word): a share
   * still held becomes paid, or is released. A share no longer held (paid, released, expired) is left as it
   * is: a second payment of it is refused. A share paid that leaves nothing closes the bill as the whole does.
   */
  settle(shareId: string, result: ShareProviderResult): StoredShare {
    this.releaseExpired();
    const settled = this.setup.store.transaction(() => {
      const share = this.find(shareId);
      if (share.state !== 'reserved') return { share, changed: false };
      const shares = this.setup.store.tableShares();
      const found = this.setup.bills.ofTable(share.restaurantId, share.tableNumber);
      const billOpen = found?.state === 'open' && found.bill.transactionKey === share.transactionKey;
      if (result !== 'paid' || !billOpen) {
        shares.settle(shareId, 'reserved', 'released', result === 'paid' ? 'closed' : result);
        return { share: this.find(shareId), changed: true };
      }
      shares.settle(shareId, 'reserved', 'paid', null);
      const answer = this.setup.tables.tableBill(share.restaurantId, share.tableNumber);
      const split = answer.state === 'open' ? splitBillOf(answer.orders, answer.shares ?? []) : null;
      if (split && split.left === 0 && split.paying === 0) this.setup.tables.pay(share.transactionKey);
      return { share: this.find(shareId), changed: true };
    });
    if (settled.changed) this.setup.bills.changed(settled.share.restaurantId, settled.share.tableNumber);
    return settled.share;
  }

  /** GET v1/table/bill/share: where a share stands, for the table it was asked at only (404 otherwise). */
  status(restaurantId: RestaurantId, tableNumber: string, shareId: unknown): ShareStatus {
    const share = this.page(shareId);
    if (share.restaurantId !== restaurantId || share.tableNumber !== tableNumber) throw new SimulatorError('not_found', 'no share with this id at this table');
    const state = share.state === 'reserved' ? 'paying' : share.state;
    return { state, amount: share.amount, tip: share.tip, choice: share.choice, reason: share.reason };
  }

  /** The share as the provider's page shows it (a hold past its time is released first). */
  page(shareId: unknown): StoredShare {
    if (typeof shareId !== 'string' || !SHARE_ID.test(shareId)) throw new SimulatorError('not_found', 'no share with this id');
    this.releaseExpired();
    return this.find(shareId);
  }

  /** Releases the holds past their time, and tells each table its bill changed. */
  releaseExpired(): void {
    const now = this.setup.clock.now().toUTC().toISO() ?? '';
    const released = this.setup.store.transaction(() => {
      const shares = this.setup.store.tableShares();
      return shares.expired(now).filter((share) => isExpired(share, now) && shares.settle(share.shareId, 'reserved', 'released', 'expired' satisfies ShareRelease));
    });
    for (const share of released) this.setup.bills.changed(share.restaurantId, share.tableNumber);
  }

  /** Stops the timers of the holds (the engine closes). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** A hold's end is told live when it comes, not only at the next read (unref'd: it keeps no process alive). */
  private releaseLater(): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.releaseExpired();
    }, SHARE_HOLD_MS + 1_000);
    timer.unref?.();
    this.timers.add(timer);
  }

  private held(share: StoredShare, replayed: boolean): ShareOutcome {
    const answer = this.setup.tables.tableBill(share.restaurantId, share.tableNumber);
    const left = answer.state === 'open' ? splitBillOf(answer.orders, answer.shares ?? []).left : 0;
    const redirectUrl = `${TABLE_SHARE_PAYMENT_PATH}?${new URLSearchParams({ share: share.shareId }).toString()}`;
    return { status: 'pending', shareId: share.shareId, amount: share.amount, tip: share.tip, left, redirectUrl, replayed };
  }

  private find(shareId: string): StoredShare {
    const share = this.setup.store.tableShares().byId(shareId);
    if (!share) throw new SimulatorError('not_found', 'no share with this id');
    return share;
  }
}
