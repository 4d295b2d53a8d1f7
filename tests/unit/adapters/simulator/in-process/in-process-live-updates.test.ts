import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { InProcessLiveUpdates } from '../../../../../adapters/simulator/in-process/in-process-live-updates';
import type { OrderLiveEvent } from '../../../../../core/ports/live-updates';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
let subscription: Subscription | undefined;
beforeEach(() => {
  engine = anEngine();
});
afterEach(() => {
  subscription?.unsubscribe();
  vi.restoreAllMocks();
  engine.close();
});

function placed(): string {
  const outcome = engine.placeOrder('le-comptoir', aTakeAwayPayload());
  return outcome.accepted ? outcome.order.order_number : '';
}

describe('InProcessLiveUpdates (checkout 7: live socket)', () => {
  it('says it is connected, then tells only the changes of the order watched', () => {
    const watched = placed();
    const other = placed();
    const events: OrderLiveEvent[] = [];
    subscription = new InProcessLiveUpdates(engine).watchOrder('le-comptoir', watched).subscribe((event) => events.push(event));
    engine.advance(other);
    engine.advance(watched);
    engine.cancel(other);
    engine.cancel(watched);
    expect(events).toEqual([
      { kind: 'connection', connected: true },
      { kind: 'order_changed', orderNumber: watched, type: 'order_status' },
      { kind: 'order_changed', orderNumber: watched, type: 'order_status' },
    ]);
  });

  it('a watch under another restaurant token hears nothing of the order', () => {
    const orderNumber = placed();
    const events: OrderLiveEvent[] = [];
    subscription = new InProcessLiveUpdates(engine).watchOrder('hotel-riviera', orderNumber).subscribe((event) => events.push(event));
    engine.advance(orderNumber);
    expect(events).toEqual([{ kind: 'connection', connected: true }]);
  });

  it('unsubscribing removes its listener from the engine', () => {
    const orderNumber = placed();
    const removals = vi.fn();
    const listen = engine.onOrderChanged.bind(engine);
    vi.spyOn(engine, 'onOrderChanged').mockImplementation((listener) => {
      const remove = listen(listener);
      return () => {
        removals();
        return remove();
      };
    });
    const events: OrderLiveEvent[] = [];
    new InProcessLiveUpdates(engine).watchOrder('le-comptoir', orderNumber).subscribe((event) => events.push(event)).unsubscribe();
    engine.advance(orderNumber);
    expect(removals).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ kind: 'connection', connected: true }]);
  });
});
