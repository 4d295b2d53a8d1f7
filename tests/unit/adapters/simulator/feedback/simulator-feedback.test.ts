import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { randomOrderNumbers } from '../../../../../adapters/simulator/engine/order-numbers';
import { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { FEEDBACK_BURST } from '../../../../../adapters/simulator/feedback/simulator-feedback';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock } from '../../fixtures/simulator-engines';

const dirs: string[] = [];
const engines: SimulatorEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function engineOn(file: string, clock = aFixedClock()): SimulatorEngine {
  const engine = new SimulatorEngine({ clock, store: new SqliteSimulatorStore(file), establishments: [leComptoir, hotelRiviera], orderNumbers: randomOrderNumbers() });
  engines.push(engine);
  return engine;
}

const room = (rate: number, email = 'guest@example.com') => ({ orderNumber: '', email, rate, type: 'room' });
const caller = (idempotencyKey?: string) => ({ ip: '203.0.113.7', ...(idempotencyKey !== undefined && { idempotencyKey }) });

describe('the simulator keeps feedback (accounts 7, issue 8)', () => {
  it('in its data file (schema version 8): support reads it after a restart, and one per order still holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'feedback-'));
    dirs.push(dir);
    const file = join(dir, 'simulator.sqlite');
    const first = engineOn(file);
    const placed = first.placeOrder('le-comptoir', aTakeAwayPayload());
    if (!placed.accepted) throw new Error('refused');
    const orderNumber = placed.order.order_number;
    first.feedback.receive('le-comptoir', { orderNumber, rate: 4, type: 'order', comments: '  Bien  ' }, caller());
    first.close();
    engines.splice(engines.indexOf(first), 1);

    const again = engineOn(file);
    expect(again.feedback.list('le-comptoir')).toMatchObject([{ orderNumber, rate: 4, comments: 'Bien', type: 'order' }]);
    expect(() => again.feedback.receive('le-comptoir', { orderNumber, rate: 5, type: 'order' }, caller())).toThrow('feedback_already_sent');
  });

  it('an Idempotency-Key used for another feedback is refused (422), its repeat answered as the first', () => {
    const engine = engineOn(':memory:');
    expect(engine.feedback.receive('hotel-riviera', room(5), caller('k1'))).toEqual({ success: true });
    expect(engine.feedback.receive('hotel-riviera', room(5), caller('k1'))).toEqual({ success: true });
    expect(() => engine.feedback.receive('hotel-riviera', room(2), caller('k1'))).toThrow(/another feedback/);
    expect(() => engine.feedback.receive('hotel-riviera', room(2), caller('bad key!'))).toThrow(/idempotency key/);
    expect(engine.feedback.list('hotel-riviera')).toHaveLength(1);
  });

  it('the burst window passes with the clock; the admin reset forgets feedback and counts', () => {
    const clock = aFixedClock();
    const engine = engineOn(':memory:', clock);
    for (let index = 0; index < FEEDBACK_BURST.max; index++) engine.feedback.receive('hotel-riviera', room(4), caller());
    expect(() => engine.feedback.receive('hotel-riviera', room(4), caller())).toThrow('too_many_feedbacks');
    // Another address is not held back by this one.
    expect(engine.feedback.receive('hotel-riviera', room(4), { ip: '198.51.100.1' })).toEqual({ success: true });
    // Nor is the same address at another establishment (the window is per establishment and address).
    expect(engine.feedback.receive('le-comptoir', room(4), caller())).toEqual({ success: true });
    clock.set(clock.now().plus({ milliseconds: FEEDBACK_BURST.windowMs + 1 }));
    expect(engine.feedback.receive('hotel-riviera', room(4), caller())).toEqual({ success: true });
    engine.reset();
    expect(engine.feedback.list('hotel-riviera')).toEqual([]);
  });

  it('bounds what it is sent: the name, the e-mail and an unknown establishment', () => {
    const engine = engineOn(':memory:');
    expect(() => engine.feedback.receive('hotel-riviera', { ...room(4), name: 'A' }, caller())).toThrow(/at least 2 characters/);
    expect(() => engine.feedback.receive('hotel-riviera', { ...room(4), name: 'Al\u0007ice' }, caller())).toThrow(/no control or invisible/);
    expect(() => engine.feedback.receive('hotel-riviera', room(4, 'x'.repeat(250) + '@example.com'), caller())).toThrow();
    expect(() => engine.feedback.receive('nowhere', room(4), caller())).toThrow(/no establishment/);
    expect(() => engine.feedback.receive('hotel-riviera', 'not json', caller())).toThrow();
  });
});
