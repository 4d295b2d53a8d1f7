import { describe, expect, it } from 'vitest';
import type { ReplayOrder } from '../../../../cli/replay/replay-lines';
import { readReplayLines } from '../../../../cli/replay/replay-lines';
import { planReplay } from '../../../../cli/replay/replay-plan';

const byDefault = { includeCanceled: false, keepAccounts: false };

function exported(status: string, payload: Record<string, unknown> = { restaurant_id: 'le-comptoir', name: 'Claire Martin' }, key: string | null = null): ReplayOrder {
  const line = JSON.stringify({ order_number: '7KQ2M9XF3HTA', restaurant_id: 'le-comptoir', status, idempotency_key: key, payload });
  const [read] = readReplayLines(line);
  if (!read || 'unreadable' in read) throw new Error('unreadable');
  return read;
}

// Issue 15, defect 6: what a recorded order becomes when replayed.
describe('planReplay', () => {
  it('skips an order canceled at its source, unless --include-canceled, and then notes it', () => {
    expect(planReplay(exported('canceled'), byDefault)).toEqual({ send: false, reason: 'canceled at the source' });
    expect(planReplay(exported('canceled'), { ...byDefault, includeCanceled: true })).toMatchObject({ send: true, notes: [{ kind: 'canceled' }] });
  });

  it('notes an order that went on at its source (the target starts it over); a sent one needs no note', () => {
    expect(planReplay(exported('delivered'), byDefault)).toMatchObject({ send: true, notes: [{ kind: 'went_on', status: 'delivered' }] });
    expect(planReplay(exported('sent'), byDefault)).toMatchObject({ send: true, notes: [] });
    // Issue 22.1: an order paid online and not paid yet has not gone on either; the target waits for its payment too.
    expect(planReplay(exported('awaiting_payment'), byDefault)).toMatchObject({ send: true, notes: [] });
  });

  it("sends an account's order as a guest order (no userId), unless --keep-accounts", () => {
    const order = exported('sent', { restaurant_id: 'le-comptoir', name: 'Claire Martin', userId: 'a1b2' });
    expect(planReplay(order, byDefault)).toEqual({ send: true, payload: { restaurant_id: 'le-comptoir', name: 'Claire Martin' }, notes: [{ kind: 'guest' }] });
    expect(planReplay(order, { ...byDefault, keepAccounts: true })).toEqual({ send: true, payload: order.payload, notes: [] });
  });

  it("keys a line by its recorded order's own key when it has one, else by its order number, the same on every run", () => {
    expect(exported('sent', undefined, 'storefront-attempt-9').idempotencyKey).toBe('storefront-attempt-9');
    const derived = exported('sent').idempotencyKey;
    expect(derived).toMatch(/^replay-[0-9a-f]{40}$/);
    expect(exported('validated').idempotencyKey).toBe(derived);
    expect(exported('sent', undefined, 'not a key!').idempotencyKey).toBe(derived);
  });
});
