import { describe, expect, it } from 'vitest';
import { hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { checkOrderIntake } from '../../../../../adapters/simulator/engine/order-intake';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aDeliveryPayload, aLine, aRoomDeliveryPayload, aTakeAwayPayload, burgerLine, soupLine, withLines } from '../../fixtures/order-payloads';
import { leComptoirWithStock, thrownBy } from '../../fixtures/simulator-engines';

const atComptoir = (payload: OrderPayload) => checkOrderIntake(leComptoir.settings, leComptoir.catalogue, payload);
const atRiviera = (payload: OrderPayload) => checkOrderIntake(hotelRiviera.settings, hotelRiviera.catalogue, payload);

function refusal(call: () => unknown): { kind: string; field: string | undefined } {
  const error = thrownBy(call);
  expect(error).toBeInstanceOf(SimulatorError);
  const { kind, field } = error as SimulatorError;
  return { kind, field };
}

describe('order intake: what the platform checks beyond the payload shape', () => {
  it('accepts a take-away order and prices it from the catalogue: lines, options, extras, total in cents', () => {
    expect(atComptoir(withLines(aTakeAwayPayload(), soupLine(2), burgerLine(1)))).toMatchObject({
      accepted: true,
      priced: {
        lines: [
          { productId: 1001, name: 'Velouté de potimarron', nb: 2, unitPrice: 750, total: 1500 },
          { productId: 1101, name: 'Burger du Comptoir', nb: 1, unitPrice: 1700, total: 1700 },
        ],
        subtotal: 3200,
        deliveryCost: 0,
        tips: 0,
        total: 3200,
      },
    });
  });

  it('stores the name normalised: NFC, trimmed, inner spaces made one', () => {
    const verdict = atComptoir(aTakeAwayPayload({ name: '  Zoe\u0301   Martin ' }));
    expect(verdict.accepted && verdict.payload.name).toBe('Zoé Martin');
  });

  it.each([
    ['NUL', 'Alice\u0000Martin'],
    ['a line break', 'Alice\r\nStatus: ready'],
    ['a right-to-left override', 'Alice \u202emoc.live'],
    ['zero-width spaces only', '\u200b\u200b\u200b'],
    ['10,000 characters', 'a'.repeat(10_000)],
    ['101 visible characters', 'b'.repeat(101)],
  ])('a name with %s is a bad request on name', (_what, name) => {
    expect(refusal(() => atComptoir(aTakeAwayPayload({ name })))).toEqual({ kind: 'bad_request', field: 'name' });
  });

  it('a name in Persian with its zero-width non-joiner, or with an emoji sequence, is accepted', () => {
    expect(atComptoir(aTakeAwayPayload({ name: 'می\u200cخواهم' })).accepted).toBe(true);
    expect(atComptoir(aTakeAwayPayload({ name: 'Famille 👨\u200d👩\u200d👧' })).accepted).toBe(true);
  });

  it('a delivery declaring no delivery cost is refused with 422 on delivery_cost', () => {
    expect(refusal(() => atComptoir(aDeliveryPayload({ delivery_cost: 0 })))).toEqual({ kind: 'unprocessable', field: 'delivery_cost' });
  });

  it('the address must carry the same delivery cost as the order (422 on address.deliveryCost)', () => {
    const payload = aDeliveryPayload({ address: { ...aDeliveryPayload().address, deliveryCost: 0 } });
    expect(refusal(() => atComptoir(payload))).toEqual({ kind: 'unprocessable', field: 'address.deliveryCost' });
  });

  it('checkout 5: delivery is free once the basket reaches deliveryOffered (40 €): a cost declared then is refused', () => {
    const big = withLines(aDeliveryPayload(), burgerLine(3));
    expect(refusal(() => atComptoir(big))).toEqual({ kind: 'unprocessable', field: 'delivery_cost' });
    const free = { ...big, delivery_cost: 0, address: { ...big.address, deliveryCost: 0 } };
    expect(atComptoir(free)).toMatchObject({ accepted: true, priced: { subtotal: 5100, deliveryCost: 0, total: 5100 } });
  });

  it('tips are added to the total, and a tip above the subtotal is refused with 422 on tips', () => {
    expect(atComptoir(aTakeAwayPayload({ tips: 200 }))).toMatchObject({ accepted: true, priced: { subtotal: 1500, tips: 200, total: 1700 } });
    expect(refusal(() => atComptoir(aTakeAwayPayload({ tips: 1501 })))).toEqual({ kind: 'unprocessable', field: 'tips' });
  });

  it('a line renamed by the client is product integrity, naming products.data.0.name', () => {
    const renamed = { ...soupLine(2), name: 'Free champagne' };
    expect(atComptoir(withLines(aTakeAwayPayload(), renamed))).toMatchObject({ accepted: false, rejection: { err: 'product_integrity', field: 'products.data.0.name' } });
  });

  it('a line may carry the product name of any of its languages', () => {
    const english = { ...soupLine(2), name: 'Red kuri squash soup' };
    expect(atComptoir(withLines(aTakeAwayPayload(), english)).accepted).toBe(true);
  });

  it('checkout 1: an order type the restaurant does not offer is a bad request on order_types_id', () => {
    expect(refusal(() => atComptoir(aTakeAwayPayload({ order_types_id: OrderTypeId.roomDelivery })))).toEqual({ kind: 'bad_request', field: 'order_types_id' });
  });

  it('checkout 4: a provider not offered for the order type is a bad request on payement_infos.provider_id', () => {
    // provider 2 pays deliveries at Le Comptoir, not take away.
    const payload = aTakeAwayPayload({ payement_infos: { type: 'ONSPOT', provider_id: 2, payment_type_id: 1, success_url: '', cancel_url: '' } });
    expect(refusal(() => atComptoir(payload))).toEqual({ kind: 'bad_request', field: 'payement_infos.provider_id' });
  });

  it('checkout 4: the right provider with the wrong kind (ONLINE for an on-the-spot one) is refused the same way', () => {
    const payload = aTakeAwayPayload({ payement_infos: { type: 'ONLINE', provider_id: 1, payment_type_id: 1, success_url: '', cancel_url: '' } });
    expect(refusal(() => atComptoir(payload))).toEqual({ kind: 'bad_request', field: 'payement_infos.provider_id' });
  });

  it.each([
    ['empty', { is_active: true, room_number: '' }],
    ['zero', { is_active: true, room_number: '0' }],
    ['not a number', { is_active: true, room_number: '2b' }],
    ['inactive', { is_active: false, room_number: '204' }],
  ])('checkout 5: hotel room delivery with a room number %s is a bad request on room_service.room_number', (_what, room_service) => {
    expect(refusal(() => atRiviera(aRoomDeliveryPayload({ room_service })))).toEqual({ kind: 'bad_request', field: 'room_service.room_number' });
  });

  it('checkout 5: hotel room delivery to room 204 is accepted', () => {
    expect(atRiviera(aRoomDeliveryPayload()).accepted).toBe(true);
  });

  it('a restaurant_id other than the address is a bad request on restaurant_id', () => {
    expect(refusal(() => atComptoir(aTakeAwayPayload({ restaurant_id: 'hotel-riviera' })))).toEqual({ kind: 'bad_request', field: 'restaurant_id' });
  });

  it('checkout 3: a products.count that differs from the lines is refused with 422 on products.count', () => {
    expect(refusal(() => atComptoir({ ...aTakeAwayPayload(), products: { count: 3, data: [soupLine(2)] } }))).toEqual({ kind: 'unprocessable', field: 'products.count' });
  });

  it.each([
    ['a unit price other than the one shown', aLine(1001, 1, 700)],
    ['an option item that does not exist', aLine(1101, 1, 1650, [{ option_id: 1, item_ids: [999] }, { option_id: 2, item_ids: [201] }])],
    ['a product that does not exist', aLine(9999, 1, 100)],
    ['a mandatory option left out', aLine(1101, 1, 1650, [{ option_id: 2, item_ids: [201] }])],
    ['the formula sent as a plain product', aLine(3001, 1, 1990)],
    ['an extra sauce not charged (browsing 4)', aLine(1101, 1, 1650, [{ option_id: 1, item_ids: [103] }, { option_id: 2, item_ids: [201] }, { option_id: 3, item_ids: [301, 302, 303] }])],
  ])('checkout 8: %s is a product_integrity rejection naming the line', (_what, line) => {
    expect(atComptoir(withLines(aTakeAwayPayload(), line))).toMatchObject({ accepted: false, rejection: { err: 'product_integrity', field: expect.stringMatching(/^products\.data\.0\./) } });
  });

  it('checkout 8: the sold-out starter 1002 is a stock_error naming the product', () => {
    expect(atComptoir(withLines(aTakeAwayPayload(), soupLine(1), aLine(1002, 1, 900)))).toEqual({
      accepted: false,
      rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: [1002], optionItemIds: [] } },
    });
  });

  it('checkout 8: lines of one product count together against its stock', () => {
    const { settings, catalogue } = leComptoirWithStock({ 1003: 3 });
    const payload = withLines(aTakeAwayPayload(), aLine(1003, 2, 1100), aLine(1003, 2, 1100));
    expect(checkOrderIntake(settings, catalogue, payload)).toEqual({
      accepted: false,
      rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: [1003], optionItemIds: [] } },
    });
  });

  it('browsing 3: an unavailable dish is refused as out of stock', () => {
    expect(atRiviera(aRoomDeliveryPayload({ products: { count: 1, data: [aLine(6003, 1, 2600)] } }))).toMatchObject({
      accepted: false,
      rejection: { err: 'stock_error', entities: { productIds: [6003] } },
    });
  });

  it('checkout 5: the name the restaurant requires must hold 2 characters, else a bad request on name', () => {
    expect(refusal(() => atComptoir(aTakeAwayPayload({ name: ' A ' })))).toEqual({ kind: 'bad_request', field: 'name' });
  });

  it('checkout 5 "Full name (when shown)": where no name is required the storefront still shows and judges the full name, and so does the platform', () => {
    const client_info = { ...leComptoir.settings.cmd_required_infos.client_info, full_name: false, first_name: false, last_name: false };
    const settings = { ...leComptoir.settings, cmd_required_infos: { ...leComptoir.settings.cmd_required_infos, client_info } };
    const intake = (payload: OrderPayload) => checkOrderIntake(settings, leComptoir.catalogue, payload);
    expect(refusal(() => intake(aTakeAwayPayload({ name: '' })))).toEqual({ kind: 'bad_request', field: 'name' });
    expect(refusal(() => intake(aTakeAwayPayload({ name: '   ' })))).toEqual({ kind: 'bad_request', field: 'name' });
    expect(intake(aTakeAwayPayload({ name: 'Zoé' })).accepted).toBe(true);
  });

  it('checkout 3 opt_in_promotions: the platform keeps an opt-in only where the restaurant offers its newsletter', () => {
    const offering = { ...leComptoir.settings, subscribe_newsletter: true };
    const kept = checkOrderIntake(offering, leComptoir.catalogue, aTakeAwayPayload({ opt_in_promotions: true }));
    expect(kept.accepted && kept.payload.opt_in_promotions).toBe(true);
    const dropped = atComptoir(aTakeAwayPayload({ opt_in_promotions: true }));
    expect(dropped.accepted && dropped.payload.opt_in_promotions).toBe(false);
  });

  it('checkout 5: the phone the restaurant requires must be valid, else a bad request on phone', () => {
    expect(refusal(() => atComptoir(aTakeAwayPayload({ phone: '' })))).toEqual({ kind: 'bad_request', field: 'phone' });
    expect(refusal(() => atComptoir(aTakeAwayPayload({ phone: '0612' })))).toEqual({ kind: 'bad_request', field: 'phone' });
  });

  it('checkout 5: an e-mail given must be valid, else a bad request on email', () => {
    expect(refusal(() => atComptoir(aTakeAwayPayload({ email: 'alice@@example.com' })))).toEqual({ kind: 'bad_request', field: 'email' });
  });

  it("checkout 5: a basket below the order type's minimum is a bad request on products", () => {
    // Delivery at Le Comptoir starts at 15 €; one velouté is 7.50 €.
    const delivery = withLines(aDeliveryPayload(), soupLine(1));
    expect(refusal(() => atComptoir(delivery))).toEqual({ kind: 'bad_request', field: 'products' });
    expect(atComptoir(withLines(delivery, soupLine(2))).accepted).toBe(true);
  });

  it.each([
    ['missing', null],
    ['0', '0'],
    ['not a number', 'la terrasse'],
  ])('checkout 5: an order on place with a table number %s is a bad request on table_information', (_what, table_information) => {
    const onPlace = aTakeAwayPayload({ order_types_id: OrderTypeId.onPlace, table_information });
    expect(refusal(() => atComptoir(onPlace))).toEqual({ kind: 'bad_request', field: 'table_information' });
  });

  it('checkout 5: an order on place at table 12 is accepted', () => {
    expect(atComptoir(aTakeAwayPayload({ order_types_id: OrderTypeId.onPlace, table_information: '12' })).accepted).toBe(true);
  });

  it('checkout 3: a delivery needs its street, post code and city, else a bad request on address', () => {
    const noStreet = aDeliveryPayload({ address: { ...aDeliveryPayload().address, street: ' ' } });
    expect(refusal(() => atComptoir(noStreet))).toEqual({ kind: 'bad_request', field: 'address.street' });
  });

  it('checkout 4: a product whose availability dates do not cover the order\'s day is a product integrity error', () => {
    const sundaysOnly = { ...leComptoir.catalogue, products: leComptoir.catalogue.products.map((product) => (product.id === 1001 ? { ...product, availability_dates: { from: null, to: null, weekdays: [7] } } : product)) };
    const payload = withLines(aTakeAwayPayload(), soupLine(1));
    expect(checkOrderIntake(leComptoir.settings, sundaysOnly, payload, '2026-11-28')).toMatchObject({ accepted: false, rejection: { err: 'product_integrity', field: 'products' } });
    expect(checkOrderIntake(leComptoir.settings, sundaysOnly, payload, '2026-11-29')).toMatchObject({ accepted: true });
  });
});
