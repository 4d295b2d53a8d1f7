import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { randomOrderNumbers } from '../../../../../adapters/simulator/engine/order-numbers';
import { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SCHEMA_VERSION } from '../../../../../adapters/simulator/store/schema-migrations';
import { DataFileError, SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aTakeAwayPayload, soupLine, withLines } from '../../fixtures/order-payloads';
import { aFixedClock } from '../../fixtures/simulator-engines';

let dir: string;
let file: string;
const open: SimulatorEngine[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'simulator-store-'));
  file = join(dir, 'data', 'simulator.sqlite');
});

afterEach(() => {
  for (const engine of open.splice(0)) engine.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An engine on the data file, as `serve --data` starts one. */
function engineOnFile(clock = aFixedClock()): SimulatorEngine {
  const engine = new SimulatorEngine({ clock, store: new SqliteSimulatorStore(file), establishments: [leComptoir, hotelRiviera], orderNumbers: randomOrderNumbers() });
  open.push(engine);
  return engine;
}

function restart(engine: SimulatorEngine, clock = aFixedClock()): SimulatorEngine {
  engine.close();
  open.splice(open.indexOf(engine), 1);
  return engineOnFile(clock);
}

function placed(engine: SimulatorEngine, payload: OrderPayload = aTakeAwayPayload(), key?: string): string {
  const outcome = engine.placeOrder('le-comptoir', structuredClone(payload), key === undefined ? {} : { idempotencyKey: key });
  if (!outcome.accepted) throw new Error(`refused: ${outcome.rejection.err}`);
  return outcome.order.order_number;
}

describe('the simulator store on a data file (issue 5 point 1)', () => {
  it('after a restart, orders are found with their status, total and history, and numbers go on', () => {
    const before = engineOnFile();
    const first = placed(before);
    before.advance(first);
    const after = restart(before);
    expect(after.track('le-comptoir', first)).toMatchObject({ order_number: first, display_order_number: '001', total_price: 1500 });
    expect(after.track('le-comptoir', first).steps.filter((step) => step.done)).toHaveLength(2);
    expect(after.orderHistory(first).map((event) => event.status)).toEqual(['sent', 'validated']);
    const second = placed(after);
    expect(second).not.toBe(first);
    // The day's display numbers go on from where they were: never CH-001 twice.
    expect(after.track('le-comptoir', second).display_order_number).toBe('002');
  });

  it('a number given before a restart is never given again, even after a reset', () => {
    const repeating = () => 'SAMENUMBER00';
    const before = new SimulatorEngine({ clock: aFixedClock(), store: new SqliteSimulatorStore(file), establishments: [leComptoir], orderNumbers: repeating });
    placed(before);
    before.reset();
    before.close();
    const after = new SimulatorEngine({ clock: aFixedClock(), store: new SqliteSimulatorStore(file), establishments: [leComptoir], orderNumbers: repeating });
    open.push(after);
    expect(() => placed(after)).toThrow(/already used/);
  });

  it('stock and price changes survive a restart; a reset forgets them', () => {
    const before = engineOnFile();
    before.setStock('le-comptoir', 1001, 3);
    before.setPrice('le-comptoir', 2101, 500);
    const after = restart(before);
    const product = (id: number) => after.catalogue('le-comptoir').products.find((p) => p.id === id);
    expect(product(1001)?.stock).toEqual({ number_available: 3 });
    expect(product(2101)?.price).toBe(500);
    after.reset();
    expect(product(1001)?.stock).toBeNull();
  });

  it('an idempotency key is answered with the first answer across a restart', () => {
    const before = engineOnFile();
    const first = placed(before, aTakeAwayPayload(), 'attempt-1');
    const after = restart(before);
    expect(after.placeOrder('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-1' })).toMatchObject({ accepted: true, order: { order_number: first }, replayed: true });
    expect(after.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(1);
  });

  it('the first answer to a key is kept 24 hours; after that the key starts a new order', () => {
    const clock = aFixedClock('2025-06-12T10:00:00Z');
    const engine = engineOnFile(clock);
    const first = placed(engine, aTakeAwayPayload(), 'attempt-2');
    clock.set(clock.now().plus({ hours: 23, minutes: 59 }));
    expect(placed(engine, aTakeAwayPayload(), 'attempt-2')).toBe(first);
    clock.set(clock.now().plus({ minutes: 2 }));
    const later = placed(engine, aTakeAwayPayload(), 'attempt-2');
    expect(later).not.toBe(first);
    expect(placed(engine, aTakeAwayPayload(), 'attempt-2')).toBe(later);
  });

  it('client logs are kept, the latest 200', () => {
    const before = engineOnFile();
    before.logFromClient('le-comptoir', { level: 'warn', message: 'no answer after 25000 ms' });
    expect(restart(before).clientLogsSoFar()).toEqual([{ level: 'warn', restaurantId: 'le-comptoir', message: 'no answer after 25000 ms' }]);
  });

  it('export goes page by page, oldest first, every order once', () => {
    const engine = engineOnFile();
    const numbers = Array.from({ length: 25 }, () => placed(engine, withLines(aTakeAwayPayload(), soupLine(1))));
    const seen: string[] = [];
    let after: { placedAt: string; orderNumber: string } | undefined;
    for (;;) {
      const page = engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10, ...(after && { after }) });
      seen.push(...page.map((order) => order.order_number));
      const last = page.at(-1);
      if (!last || page.length < 10) break;
      after = { placedAt: last.placed_at, orderNumber: last.order_number };
    }
    expect(seen).toEqual(numbers);
  });

  it('a data file written by a newer simulator is refused with a clear message', () => {
    engineOnFile().close();
    open.length = 0;
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => new SqliteSimulatorStore(file)).toThrow(DataFileError);
    expect(() => new SqliteSimulatorStore(file)).toThrow(/written by a newer simulator/);
  });

  it('a file that is not a SQLite database is refused, naming it', () => {
    const notData = join(dir, 'notes.txt');
    writeFileSync(notData, 'these are not orders\n'.repeat(100));
    expect(() => new SqliteSimulatorStore(notData)).toThrow(DataFileError);
    expect(() => new SqliteSimulatorStore(notData)).toThrow(notData);
  });
});
