import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_CODES } from '../../../../../core/domain/order/order-rejection';
import type { OrderErrorCode } from '../../../../../core/domain/order/order-rejection';
import { isKeptUnderKey } from '../../../../../adapters/simulator/engine/keyed-order-answers';
import { REFUSAL_FINALITY, isFinalRefusal } from '../../../../../adapters/simulator/engine/refusal-finality';

const refusal = (err: OrderErrorCode, data?: string) => ({ err, ...(data !== undefined && { data }) });

// Issue 15, defect 3: what an Idempotency-Key keeps of the error catalogue (checkout 8).
describe('which refusals are final (kept under the Idempotency-Key) and which are retryable', () => {
  it('classifies every err of the error catalogue, and no other', () => {
    expect(Object.keys(REFUSAL_FINALITY).sort()).toEqual([...ORDER_ERROR_CODES].sort());
  });

  it.each([
    ['stock_error', 'the restaurant restocks'],
    ['send_to_hub_error', 'the hub is reached again'],
    ['timeslot_error', 'the slot is offered again (the restaurant reopens)'],
    ['limitation_order', 'a canceled order frees a place in the slot'],
    ['limitation_products', "a canceled order or a new day lowers the day's counters"],
    ['limitation_categories', "a canceled order or a new day lowers the day's counters"],
    ['limitation_total_products', "a canceled order or a new day lowers the day's counters"],
    ['unknown', 'nothing says it would fail again'],
  ] as const)('%s is retryable: %s', (err, _why) => {
    expect(isFinalRefusal(refusal(err))).toBe(false);
    expect(isKeptUnderKey({ accepted: false, rejection: refusal(err) })).toBe(false);
  });

  it.each([
    ['product_integrity', 'the order disagrees with the menu it names'],
    ['blacklist_phone', "the restaurant's list names the phone"],
    ['blacklist_email', "the restaurant's list names the e-mail"],
    ['whitelist_phone', 'the phone is not on the list'],
    ['whitelist_email', 'the e-mail is not on the list'],
    ['delivery_address_error', 'the address is outside the delivery area'],
    ['promotion_error', 'the code is unknown, used up or does not match'],
  ] as const)('%s is final: %s', (err, _why) => {
    expect(isFinalRefusal(refusal(err, 'no_usages_left'))).toBe(true);
    expect(isKeptUnderKey({ accepted: false, rejection: refusal(err) })).toBe(true);
  });

  it("a promotion error whose code is the hub's failure (send_order_to_hub_error) is retryable", () => {
    expect(isFinalRefusal(refusal('promotion_error', 'send_order_to_hub_error'))).toBe(false);
  });

  it('an order taken is kept', () => {
    expect(isKeptUnderKey({ accepted: true })).toBe(true);
  });
});
