import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { OrderToPlace, PlacedTogether, SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { IN_MEMORY, SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aLine, aTakeAwayPayload, withLines } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

/** A store whose next commit fails (a full disk, an I/O error): the whole transaction is rolled back. */
class StoreWhoseCommitFails extends SqliteSimulatorStore {
  private depth = 0;
  failNextCommit = false;

  override transaction<T>(work: () => T): T {
    this.depth += 1;
    try {
      if (this.depth > 1 || !this.failNextCommit) return super.transaction(work);
      this.failNextCommit = false;
      return super.transaction(() => {
        work();
        throw new Error('disk I/O error');
      });
    } finally {
      this.depth -= 1;
    }
  }
}

let engine: SimulatorEngine | null = null;
afterEach(() => {
  engine?.close();
  engine = null;
});

const order = (body: unknown, idempotencyKey?: string, restaurantId = 'le-comptoir'): OrderToPlace => ({ restaurantId, body, request: idempotencyKey === undefined ? {} : { idempotencyKey } });
const answerOf = (result: PlacedTogether | undefined) => {
  if (!result || !('answer' in result)) throw new Error(`no answer: ${String(result && 'error' in result ? result.error : result)}`);
  return result.answer;
};
const ordersTaken = (sim: SimulatorEngine, restaurantId = 'le-comptoir') => sim.exportOrders({ restaurantId, limit: 100 }).length;

describe('group commit (issue 17): orders taken together in one transaction, each as if alone', () => {
  it('each order gets its own answer; a malformed one gets its own error and the others are stored', () => {
    engine = anEngine();
    const results = engine.placeOrders([order(aTakeAwayPayload()), order({ ...aTakeAwayPayload(), phone: 42 }), order(aTakeAwayPayload({ name: 'Bob' }))]);

    expect(answerOf(results[0])).toMatchObject({ accepted: true, replayed: false });
    expect(results[1]).toEqual({ error: expect.any(SimulatorError) });
    expect(answerOf(results[2])).toMatchObject({ accepted: true });
    expect(ordersTaken(engine)).toBe(2);
    const numbers = engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 }).map((taken) => taken.display_order_number);
    expect(numbers).toEqual(['001', '002']);
  });

  it('the same Idempotency-Key twice in one group: one order, the second answered with the first answer, marked replayed', () => {
    engine = anEngine();
    const [first, second] = engine.placeOrders([order(aTakeAwayPayload(), 'basket-1'), order(aTakeAwayPayload(), 'basket-1')]);

    expect(answerOf(second)).toEqual({ ...answerOf(first), replayed: true });
    expect(ordersTaken(engine)).toBe(1);
  });

  it('checkout 4: a slot of 2 offered to 3 orders of one group takes 2; the third is refused as limitation_order', () => {
    engine = anEngine({ clock: aFixedClock('2026-11-25T09:00:00Z'), establishments: [demoEstablishment('la-buvette')] });
    const start = DateTime.fromISO('2026-11-27T17:30', { zone: 'Europe/Paris' });
    const slotOrder: OrderPayload = aTakeAwayPayload({
      restaurant_id: 'la-buvette',
      products: { count: 1, data: [{ ...aLine(1101, 1, 1800), name: 'Planche mixte' }] },
      time_slot_id: 1,
      order_delivery_date: Math.floor(start.toSeconds()),
      question: [{ name: 'Vos boissons : avec ou sans glaçons ?', answers: ['Avec glaçons'] }],
      checkout_options: [{ id: 10, values: ['paper'] }],
      nb_cutlery: 1,
    });
    const results = engine.placeOrders([1, 2, 3].map((index) => order(slotOrder, `slot-${index}`, 'la-buvette')));

    expect(results.map((result) => answerOf(result).accepted)).toEqual([true, true, false]);
    expect(answerOf(results[2])).toMatchObject({ rejection: { err: 'limitation_order', entities: { timeSlotId: 1 } } });
    expect(ordersTaken(engine, 'la-buvette')).toBe(2);
  });

  it('browsing 5: the day’s limit counts the orders before it in the same group (risotto: 2 a day)', () => {
    engine = anEngine();
    const risottos = withLines(aTakeAwayPayload(), aLine(1301, 1, 1700));
    const results = engine.placeOrders([order(risottos), order(risottos), order(risottos)]);

    expect(results.map((result) => answerOf(result).accepted)).toEqual([true, true, false]);
    expect(answerOf(results[2])).toMatchObject({ rejection: { err: 'limitation_products' } });
  });

  it('a commit that fails stores no order of the group, gives each the error, and leaves the day’s counters true', () => {
    const store = new StoreWhoseCommitFails(IN_MEMORY);
    engine = anEngine({ store });
    const risotto = withLines(aTakeAwayPayload(), aLine(1301, 1, 1700));
    store.failNextCommit = true;
    const results = engine.placeOrders([order(risotto), order(risotto, 'basket-lost')]);

    expect(results).toEqual([{ error: expect.objectContaining({ message: 'disk I/O error' }) }, { error: expect.objectContaining({ message: 'disk I/O error' }) }]);
    expect(ordersTaken(engine)).toBe(0);
    // The risottos counted by the undone orders are not counted: two a day are still to be had, and the key is free.
    expect(engine.catalogue('le-comptoir').products.find((product) => product.id === 1301)).toMatchObject({ limit: 2, current: 0 });
    expect(engine.placeOrders([order(withLines(aTakeAwayPayload(), aLine(1301, 2, 1700)), 'basket-lost')]).map((result) => answerOf(result))).toMatchObject([
      { accepted: true, replayed: false },
    ]);
  });
});
