import { afterEach, describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aLine, aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

const cafeLumiere = demoEstablishment('cafe-lumiere');

let engine: SimulatorEngine | undefined;
afterEach(() => engine?.close());

/** An order on place at Café Lumière (table payment offered), at table 12, paid on the spot (provider 2). */
const atTable = (table: string | null, nb = 1) =>
  aTakeAwayPayload({
    restaurant_id: 'cafe-lumiere',
    order_types_id: OrderTypeId.onPlace,
    table_information: table,
    products: { count: nb, data: [{ ...aLine(1101, nb, 1250), name: 'Croque-monsieur à la truffe' }] },
    payement_infos: { type: 'ONSPOT', provider_id: 2, payment_type_id: 1, success_url: '', cancel_url: '' },
  });

function started(): SimulatorEngine {
  engine = anEngine({ establishments: [cafeLumiere] });
  return engine;
}

describe('table bills (checkout 7, pay-the-table: GET /v1/table/currentTransaction)', () => {
  it('a table has no open bill until it orders on place; its orders then share one bill', () => {
    const sim = started();
    expect(sim.tableTransaction('cafe-lumiere', '12')).toEqual({ isOpen: false, device: null, transactionKey: null });
    expect(sim.placeOrder('cafe-lumiere', atTable('12'))).toMatchObject({ accepted: true });
    expect(sim.placeOrder('cafe-lumiere', atTable('12', 2))).toMatchObject({ accepted: true });
    const open = sim.tableTransaction('cafe-lumiere', '12');
    expect(open).toMatchObject({ isOpen: true, device: 'sandbox-terminal' });
    expect(open.transactionKey).toMatch(/^[\w-]{22}$/);
    expect(sim.tableBill(open.transactionKey!)).toMatchObject({ tableNumber: '12', totalPrice: 3 * 1250 });
    expect(sim.tableTransaction('cafe-lumiere', '7').isOpen).toBe(false);
  });

  it('once paid, the table has nothing open; the key pays nothing twice', () => {
    const sim = started();
    sim.placeOrder('cafe-lumiere', atTable('12'));
    const { transactionKey } = sim.tableTransaction('cafe-lumiere', '12');
    expect(sim.payTableBill(transactionKey!)).toMatchObject({ restaurantId: 'cafe-lumiere', validationPath: expect.stringMatching(/^\/cafe-lumiere\/order-validation\?t=[\w-]{22}&s=[\w-]{22}$/) });
    expect(sim.tableTransaction('cafe-lumiere', '12').isOpen).toBe(false);
    expect(() => sim.payTableBill(transactionKey!)).toThrow(SimulatorError);
  });

  it('bounds what it is asked: a table number is a whole number, a key looks like one', () => {
    const sim = started();
    expect(() => sim.tableTransaction('cafe-lumiere', '12; drop')).toThrow(/table number/);
    expect(() => sim.tableBill('../../etc')).toThrow(SimulatorError);
  });

  it('a restaurant without the table payment feature never opens a bill', () => {
    engine = anEngine({ establishments: [{ ...cafeLumiere, settings: { ...cafeLumiere.settings, tastypay: false } }] });
    engine.placeOrder('cafe-lumiere', atTable('12'));
    expect(engine.tableTransaction('cafe-lumiere', '12').isOpen).toBe(false);
  });
});

describe('the hub\'s table bill (browsing 2.5: the bill with its lines, paid and left; GET /v1/table/bill, ours)', () => {
  it('is none until the table orders, then the open bill with each order\'s lines as the platform priced them', () => {
    const sim = started();
    expect(sim.tableHubBill('cafe-lumiere', '12')).toEqual({ state: 'none' });
    sim.placeOrder('cafe-lumiere', atTable('12'));
    sim.placeOrder('cafe-lumiere', atTable('12', 2));
    const bill = sim.tableHubBill('cafe-lumiere', '12');
    expect(bill).toMatchObject({
      state: 'open',
      orders: [
        { amount: 1250, paid: false, lines: [{ name: 'Croque-monsieur à la truffe', count: 1, price: 1250, product_id: 1101 }] },
        { amount: 2500, paid: false, lines: [{ count: 2, price: 2500 }] },
      ],
    });
    expect(sim.tableHubBill('cafe-lumiere', '7')).toEqual({ state: 'none' });
  });

  it('once paid, shows the paid bill (every order paid) until the table opens a new one', () => {
    const sim = started();
    sim.placeOrder('cafe-lumiere', atTable('12'));
    sim.payTableBill(sim.tableTransaction('cafe-lumiere', '12').transactionKey!);
    expect(sim.tableHubBill('cafe-lumiere', '12')).toMatchObject({ state: 'paid', orders: [{ amount: 1250, paid: true }] });
    sim.placeOrder('cafe-lumiere', atTable('12', 3));
    expect(sim.tableHubBill('cafe-lumiere', '12')).toMatchObject({ state: 'open', orders: [{ amount: 3750, paid: false }] });
  });

  it('bounds the table number and answers none where tables do not pay through the storefront', () => {
    expect(() => started().tableHubBill('cafe-lumiere', '12; drop')).toThrow(/table number/);
    engine?.close();
    engine = anEngine({ establishments: [{ ...cafeLumiere, settings: { ...cafeLumiere.settings, tastypay: false } }] });
    expect(engine.tableHubBill('cafe-lumiere', '12')).toEqual({ state: 'none' });
  });
});
