import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

function refusal(call: () => unknown): { kind: string; field: string | undefined } {
  try {
    call();
  } catch (error) {
    if (error instanceof SimulatorError) return { kind: error.kind, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

const unitsOf = (sellers: readonly { product_id: number; nb_ordered: number }[], id: number) => sellers.find((seller) => seller.product_id === id)?.nb_ordered;

describe('simulator: POST /api/future (browsing 7: suggestions for a selection)', () => {
  it('answers what goes with the selection by the establishment\u2019s pairings, in the order of the selection, each once', () => {
    // Le Comptoir: the burger (1101) goes with 2101, 1402, 2301; the velouté (1001) with 1101 and 2102.
    expect(anEngine().suggestionsFor('le-comptoir', { productIds: [1001, 1101] })).toEqual([{ product_id: 2102 }, { product_id: 2101 }, { product_id: 1402 }, { product_id: 2301 }]);
  });

  it('never proposes a product of the selection, nor one it cannot serve now (hidden, out of stock)', () => {
    const hidden = { ...leComptoir, catalogue: { ...leComptoir.catalogue, products: leComptoir.catalogue.products.map((p) => (p.id === 2301 ? { ...p, visible: false } : p)) } };
    const engine = anEngine({ establishments: [hidden] });
    expect(engine.suggestionsFor('le-comptoir', { productIds: [1101, 2101] })).toEqual([{ product_id: 1402 }]);
    engine.setStock('le-comptoir', 1402, 0);
    expect(engine.suggestionsFor('le-comptoir', { productIds: [1101, 2101] })).toEqual([]);
  });

  it('a selection without pairings gets no suggestion; an establishment without insights neither', () => {
    expect(anEngine().suggestionsFor('le-comptoir', { productIds: [2203] })).toEqual([]);
    expect(anEngine({ establishments: [{ settings: leComptoir.settings, catalogue: leComptoir.catalogue }] }).suggestionsFor('le-comptoir', { productIds: [1101] })).toEqual([]);
  });

  it('refuses a body that is not { productIds: [ids] } (100 at most), naming the field', () => {
    const engine = anEngine();
    expect(refusal(() => engine.suggestionsFor('le-comptoir', { productIds: 'x' }))).toEqual({ kind: 'bad_request', field: 'productIds' });
    expect(refusal(() => engine.suggestionsFor('le-comptoir', null))).toMatchObject({ kind: 'bad_request' });
    expect(refusal(() => engine.suggestionsFor('le-comptoir', { productIds: Array.from({ length: 101 }, (_, i) => i) }))).toEqual({ kind: 'bad_request', field: 'productIds' });
    expect(refusal(() => engine.suggestionsFor('nowhere', { productIds: [] }))).toMatchObject({ kind: 'not_found' });
  });
});

describe('simulator: best sellers (browsing 2.2, ours)', () => {
  it('start from the sales of the establishment file, most sold first', () => {
    const sellers = anEngine().bestSellers('le-comptoir');
    expect(sellers.slice(0, 3)).toEqual([
      { product_id: 2201, nb_ordered: 520 },
      { product_id: 1101, nb_ordered: 412 },
      { product_id: 2101, nb_ordered: 300 },
    ]);
  });

  it('every unit of an order taken adds up; a canceled order does not', () => {
    const engine = anEngine();
    const placed = engine.placeOrder('le-comptoir', aTakeAwayPayload());
    if (!placed.accepted) throw new Error('the demo order was refused');
    // The payload holds two veloutés (1001), sold 180 times before.
    expect(unitsOf(engine.bestSellers('le-comptoir'), 1001)).toBe(182);
    engine.cancel(placed.order.order_number);
    expect(unitsOf(engine.bestSellers('le-comptoir'), 1001)).toBe(180);
  });

  it('orders older than 30 days no longer count', () => {
    const clock = aFixedClock('2026-01-01T12:00:00Z');
    const engine = anEngine({ clock });
    engine.placeOrder('le-comptoir', aTakeAwayPayload());
    clock.set(clock.now().plus({ days: 31 }));
    expect(unitsOf(engine.bestSellers('le-comptoir'), 1001)).toBe(180);
  });
});
