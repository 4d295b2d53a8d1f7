import type { ReplayOrder } from './replay-lines';

/** What support asked of the replay (`ordering order replay` options). */
export interface ReplayChoices {
  /** --include-canceled: send the orders canceled at their source too. */
  readonly includeCanceled: boolean;
  /** --keep-accounts: keep the account link (userId) for a target that has the same accounts. */
  readonly keepAccounts: boolean;
}

/** What the summary says of a line sent (or that would be): how it differs from its order at the source. */
export type ReplayNote =
  | { readonly kind: 'guest' }
  /** The order went on at its source (validated, ready, ...): the target starts it at its first step. */
  | { readonly kind: 'went_on'; readonly status: string }
  | { readonly kind: 'canceled' };

export type ReplayPlan =
  | { readonly send: false; readonly reason: string }
  | { readonly send: true; readonly payload: unknown; readonly notes: readonly ReplayNote[] };

export const CANCELED_AT_SOURCE = 'canceled at the source';

/** The statuses an order has when it has just been taken (paid online: waiting for its payment); anything else went on at its source. */
const FIRST_STATUSES: readonly string[] = ['sent', 'awaiting_payment'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Issue 15: what a recorded order becomes when replayed. A canceled one is skipped unless asked for; an
 * account's order goes as a guest order (its userId names an account of the source, which the target
 * believes only from that customer's session), unless the accounts are kept; each difference is noted.
 */
export function planReplay(order: ReplayOrder, choices: ReplayChoices): ReplayPlan {
  const status = order.recorded?.status ?? null;
  if (status === 'canceled' && !choices.includeCanceled) return { send: false, reason: CANCELED_AT_SOURCE };
  const notes: ReplayNote[] = [];
  if (status === 'canceled') notes.push({ kind: 'canceled' });
  else if (status !== null && !FIRST_STATUSES.includes(status)) notes.push({ kind: 'went_on', status });
  let payload = order.payload;
  if (!choices.keepAccounts && isRecord(payload) && payload.userId !== undefined && payload.userId !== '') {
    const { userId: _account, ...asGuest } = payload;
    payload = asGuest;
    notes.push({ kind: 'guest' });
  }
  return { send: true, payload, notes };
}

/** A note in words, as --json gives it per line. */
export function noteText(note: ReplayNote): string {
  switch (note.kind) {
    case 'guest':
      return 'sent as a guest order';
    case 'went_on':
      return `${note.status} at the source`;
    case 'canceled':
      return CANCELED_AT_SOURCE;
  }
}
