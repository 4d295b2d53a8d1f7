import { describe, expect, it } from 'vitest';
import { checkOrderPayload } from '../../../../../adapters/simulator/engine/order-payload-schema';
import { aRoomDeliveryPayload, aTakeAwayPayload, burgerLine, withLines } from '../../fixtures/order-payloads';

/** The payload with one field replaced by a value of the wrong type or out of range. */
function broken(path: string[], value: unknown): unknown {
  const copy = structuredClone(aTakeAwayPayload()) as unknown as Record<string, unknown>;
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

describe('order payload schema (checkout 3)', () => {
  it.each([
    ['take away', aTakeAwayPayload()],
    ['take away with options', withLines(aTakeAwayPayload(), burgerLine(2))],
    ['room delivery', aRoomDeliveryPayload()],
    ['signed-in customer (userId)', aTakeAwayPayload({ userId: 'user-42' })],
  ])('checkout 3: accepts a complete %s payload as it is', (_what, payload) => {
    expect(checkOrderPayload(structuredClone(payload))).toEqual({ ok: true, payload });
  });

  it.each([
    [['phone'], 612345678, 'phone'],
    [['products', 'data', '0', 'nb'], '2', 'products.data.0.nb'],
    [['products', 'data', '0', 'nb'], 0, 'products.data.0.nb'],
    [['products', 'data', '0', 'unit_price'], 7.5, 'products.data.0.unit_price'],
    [['order_types_id'], 4, 'order_types_id'],
    [['amount_paid'], 10, 'amount_paid'],
    [['restaurant_payments_id'], 2, 'restaurant_payments_id'],
    [['payement_infos', 'type'], 'CASH', 'payement_infos.type'],
    [['room_service', 'room_number'], 204, 'room_service.room_number'],
    [['order_number'], '1001', 'order_number'],
  ])('a wrong %j (%j) is refused naming the field %s', (path, value, field) => {
    const check = checkOrderPayload(broken(path, value));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.field).toBe(field);
  });

  it('checkout 5: a comment longer than 250 characters plus the ellipsis is refused', () => {
    const check = checkOrderPayload(aTakeAwayPayload({ comment: 'x'.repeat(254) }));
    expect(!check.ok && check.field).toBe('comment');
    expect(checkOrderPayload(aTakeAwayPayload({ comment: `${'x'.repeat(250)}...` })).ok).toBe(true);
  });

  it('an order without any product line is refused on products.data', () => {
    const check = checkOrderPayload(aTakeAwayPayload({ products: { count: 1, data: [] } }));
    expect(!check.ok && check.field).toBe('products.data');
  });

  it('a body that is not an object is refused as a whole', () => {
    expect(checkOrderPayload(null)).toMatchObject({ ok: false, field: 'body' });
  });
});
