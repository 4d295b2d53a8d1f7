import { describe, expect, it } from 'vitest';
import { checkOrderPayload } from '../../../../adapters/platform-api/order-payload-schema';
import { aRoomDeliveryPayload, aTakeAwayPayload, burgerLine, withLines } from '../fixtures/order-payloads';

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

  it.each([
    [['tips'], 1e15, 'tips'],
    [['delivery_cost'], -1, 'delivery_cost'],
    [['products', 'data', '0', 'product_id'], 2 ** 40, 'products.data.0.product_id'],
    [['products', 'data', '0', 'nb'], 100, 'products.data.0.nb'],
    [['products', 'count'], 501, 'products.count'],
    [['phone'], '0'.repeat(33), 'phone'],
    [['email'], `${'a'.repeat(250)}@x.fr`, 'email'],
    [['address', 'street'], '3 rue du Nil\r\nFake: line', 'address.street'],
    [['table_information'], 'T\u202e12', 'table_information'],
    [['phone'], '+3361234\u009b5678', 'phone'],
    [['metrics_uuid'], 'x'.repeat(65), 'metrics_uuid'],
    [['payement_infos', 'success_url'], 'javascript:alert(1)', 'payement_infos.success_url'],
    [['order_delivery_date'], 1e12, 'order_delivery_date'],
    [['customerExternalInfos', 'pool'], Number.POSITIVE_INFINITY, 'customerExternalInfos.pool'],
  ])('issue 5: %j out of bounds (%j) is refused naming %s', (path, value, field) => {
    const check = checkOrderPayload(broken(path, value));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.field).toBe(field);
  });

  it('issue 5: list sizes are capped: 101 lines, 51 options on a line, 51 items in an option', () => {
    const many = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
    const lines = many(101).map((id) => ({ product_id: id, name: 'x', nb: 1, unit_price: 0, options: [] }));
    expect(checkOrderPayload(aTakeAwayPayload({ products: { count: 101, data: lines } }))).toMatchObject({ ok: false, field: 'products.data' });
    const options = many(51).map((id) => ({ option_id: id, item_ids: [] }));
    expect(checkOrderPayload(withLines(aTakeAwayPayload(), { ...burgerLine(1), options }))).toMatchObject({ ok: false, field: 'products.data.0.options' });
    const items = [{ option_id: 3, item_ids: many(51) }];
    expect(checkOrderPayload(withLines(aTakeAwayPayload(), { ...burgerLine(1), options: items }))).toMatchObject({ ok: false, field: 'products.data.0.options.0.item_ids' });
  });

  it('the comment keeps its line breaks but no other control character', () => {
    expect(checkOrderPayload(aTakeAwayPayload({ comment: 'Sans oignons\nMerci' })).ok).toBe(true);
    expect(checkOrderPayload(aTakeAwayPayload({ comment: 'Sans oignons\u001b[2J' }))).toMatchObject({ ok: false, field: 'comment' });
  });

  it('texts are stored in NFC, whatever form the client typed them in', () => {
    const check = checkOrderPayload(aTakeAwayPayload({ comment: 'cafe\u0301' }));
    expect(check.ok && check.payload.comment).toBe('café');
  });

  it('a formula line is read as a formula, its dishes bounded', () => {
    const formula = { type: 'menu', product_id: 3001, menu_price_id: 1, name: 'Formule du midi', nb: 1, unit_price: 1990, products: [{ product_id: 1001, menu_choice_id: 1, options: [] }] };
    expect(checkOrderPayload(withLines(aTakeAwayPayload(), formula as never)).ok).toBe(true);
    const noDish = { ...formula, products: [] };
    expect(checkOrderPayload(withLines(aTakeAwayPayload(), noDish as never))).toMatchObject({ ok: false, field: 'products.data.0.products' });
  });
});
