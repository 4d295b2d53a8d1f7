import type { ShareChoice, ShareRefusal, ShareRequest } from '../../../core/domain/bill-split/bill-split';
import { MAX_ITEMS_PER_SHARE } from '../../../core/domain/bill-split/bill-split';
import type { ShareRelease } from '../../../core/ports/table-gateway';
import { isIdempotencyKey } from './idempotency';
import { SimulatorError } from './simulator-error';

/**
 * Where a share stands: held while its payer is on the provider's page (reserved), paid once the provider's
 * record says so, released when the provider refused it, its payer gave up, it expired or the bill closed.
 */
export type ShareState = 'reserved' | 'paid' | 'released';

/** Issue 20 item 2: a share of a table's bill, paid through the sandbox provider (schema versions 17 and 18). */
export interface StoredShare {
  /** The share's id on the provider's page and in the hub's return address (16 random bytes, url-safe). */
  readonly shareId: string;
  readonly restaurantId: string;
  readonly tableNumber: string;
  readonly transactionKey: string;
  readonly idempotencyKey: string;
  /** requestFingerprint of the share asked: a repeat under the same key must ask the same. */
  readonly fingerprint: string;
  readonly amount: number;
  readonly tip: number;
  readonly items: readonly string[];
  /** The share as asked (its choice), so that a refused one can be tried again as it was. */
  readonly choice: ShareChoice;
  /** When it was asked (held). */
  readonly paidAt: string;
  readonly state: ShareState;
  /** A reserved share past this instant is released (SHARE_HOLD_MS). */
  readonly expiresAt: string;
  readonly reason: ShareRelease | null;
}

export interface TableShareStore {
  insert(share: StoredShare): void;
  /** The shares of one bill, in the order they were asked. */
  ofBill(transactionKey: string): readonly StoredShare[];
  find(transactionKey: string, idempotencyKey: string): StoredShare | null;
  byId(shareId: string): StoredShare | null;
  /** Moves a share from `from` to `to`; false when it was not in `from` any more (someone else moved it). */
  settle(shareId: string, from: ShareState, to: ShareState, reason: ShareRelease | null): boolean;
  /** The reserved shares whose hold ended at `now` or before. */
  expired(now: string): readonly StoredShare[];
  deleteAll(): void;
}

/** What the platform answers to a share: held (with what is left of the bill and where to pay it), or refused. */
export type ShareOutcome =
  | { readonly status: 'pending'; readonly shareId: string; readonly amount: number; readonly tip: number; readonly left: number; readonly redirectUrl: string; readonly replayed: boolean }
  | { readonly status: 'refused'; readonly refusal: ShareRefusal };

const ITEM_ID = /^[\w-]{1,100}\.\d{1,3}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function choiceOf(body: Record<string, unknown>): ShareChoice {
  switch (body.way) {
    case 'whole':
      return { way: 'whole' };
    case 'equal':
      if (!isNumber(body.parts)) throw new SimulatorError('bad_request', 'parts is a number', 'parts');
      return { way: 'equal', parts: body.parts };
    case 'amount':
      if (!isNumber(body.amount)) throw new SimulatorError('bad_request', 'amount is a number of cents', 'amount');
      return { way: 'amount', amount: body.amount };
    case 'items': {
      const items = body.items;
      if (!Array.isArray(items) || items.length > MAX_ITEMS_PER_SHARE || !items.every((id) => typeof id === 'string' && ITEM_ID.test(id))) {
        throw new SimulatorError('bad_request', `items is a list of up to ${MAX_ITEMS_PER_SHARE} item ids (order number, dot, line index)`, 'items');
      }
      return { way: 'items', items: items as string[] };
    }
    default:
      throw new SimulatorError('bad_request', 'way is whole, equal, amount or items', 'way');
  }
}

/**
 * The body of a share, bounded and read field by field (the simulator trusts nothing the client says): its
 * values (a tip of -1, 1 part) are the domain's to judge, with a clear refusal; only the shape is checked here.
 */
export function readShareRequest(body: unknown, idempotencyKey: unknown): { readonly request: ShareRequest; readonly idempotencyKey: string } {
  if (typeof idempotencyKey !== 'string' || !isIdempotencyKey(idempotencyKey)) {
    throw new SimulatorError('bad_request', 'a share is paid with one Idempotency-Key header (1 to 100 letters, digits, . _ : -)', 'Idempotency-Key');
  }
  if (!isRecord(body)) throw new SimulatorError('bad_request', 'a share is a JSON object', 'body');
  if (!isNumber(body.tip)) throw new SimulatorError('bad_request', 'tip is a number of cents', 'tip');
  if (!isNumber(body.expectedAmount)) throw new SimulatorError('bad_request', 'expectedAmount is a number of cents', 'expectedAmount');
  return { request: { choice: choiceOf(body), tip: body.tip, expectedAmount: body.expectedAmount }, idempotencyKey };
}
