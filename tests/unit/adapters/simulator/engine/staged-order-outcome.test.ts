import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { readStagedOrderOutcome, stagedRejection } from '../../../../../adapters/simulator/engine/staged-order-outcome';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { aTakeAwayPayload, soupLine } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
afterEach(() => engine?.close());

function started(): SimulatorEngine {
  engine = anEngine();
  return engine;
}

describe('a staged order outcome (issue 7: every row of the checkout 8 error catalogue, on demand)', () => {
  it('refuses the next order once with the staged err and its data, then takes orders again', () => {
    const sim = started();
    sim.stageNextOrderOutcome('le-comptoir', { outcome: 'blacklist_phone', data: '+33612345678' });
    const refused = sim.placeOrder('le-comptoir', aTakeAwayPayload());
    expect(refused).toMatchObject({ accepted: false, rejection: { err: 'blacklist_phone', data: '+33612345678' } });
    expect(sim.placeOrder('le-comptoir', aTakeAwayPayload())).toMatchObject({ accepted: true });
  });

  it('gives a stock error and a limitation the products (and categories) of the refused order', () => {
    const sim = started();
    const soup = sim.catalogue('le-comptoir').products.find((product) => product.id === 1001)!;
    sim.stageNextOrderOutcome('le-comptoir', { outcome: 'stock_error' });
    expect(sim.placeOrder('le-comptoir', aTakeAwayPayload({ products: { count: 2, data: [soupLine(2)] } }))).toMatchObject({
      accepted: false,
      rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: [1001], optionItemIds: [] } },
    });
    sim.stageNextOrderOutcome('le-comptoir', { outcome: 'limitation_categories' });
    expect(sim.placeOrder('le-comptoir', aTakeAwayPayload())).toMatchObject({
      accepted: false,
      rejection: { err: 'limitation_categories', entities: { productIds: [1001], categoriesIds: [soup.category_id] } },
    });
  });

  it('browsing 2.7: a staged limitation_order names the slot the order chose (none without one)', () => {
    expect(stagedRejection({ outcome: 'limitation_order' }, { productIds: [1], categoryIds: [2], timeSlotId: 4 })).toMatchObject({
      err: 'limitation_order',
      entities: { productIds: [], categoriesIds: [], timeSlotId: 4 },
    });
    expect(stagedRejection({ outcome: 'limitation_order' }, { productIds: [1], categoryIds: [2] })).toMatchObject({ entities: { timeSlotId: null } });
  });

  it('fails the next order as a server would, and records no answer under its idempotency key', () => {
    const sim = started();
    sim.stageNextOrderOutcome('le-comptoir', { outcome: 'server_error' });
    expect(() => sim.placeOrder('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-1' })).toThrow(/server error/);
    expect(sim.placeOrder('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-1' })).toMatchObject({ accepted: true, replayed: false });
  });

  it('applies only to its restaurant, and a reset forgets it', () => {
    const sim = started();
    sim.stageNextOrderOutcome('le-comptoir', { outcome: 'timeslot_error' });
    sim.reset();
    expect(sim.placeOrder('le-comptoir', aTakeAwayPayload())).toMatchObject({ accepted: true });
    expect(() => sim.stageNextOrderOutcome('nowhere', { outcome: 'unknown' })).toThrow(SimulatorError);
  });

  it('bounds what it is told: a known outcome, printable data of 100 characters at most', () => {
    expect(readStagedOrderOutcome({ outcome: 'promotion_error', data: 'no_usages_left' })).toEqual({ outcome: 'promotion_error', data: 'no_usages_left' });
    const refusal = (body: unknown) => {
      try {
        readStagedOrderOutcome(body);
        return null;
      } catch (error) {
        return error instanceof SimulatorError ? error.field : 'other';
      }
    };
    expect(refusal({ outcome: 'everything' })).toBe('outcome');
    expect(refusal(null)).toBe('outcome');
    expect(refusal({ outcome: 'unknown', data: 'x'.repeat(101) })).toBe('data');
    expect(refusal({ outcome: 'unknown', data: 'a\u202eb' })).toBe('data');
    expect(refusal({ outcome: 'unknown', data: 42 })).toBe('data');
  });
});
