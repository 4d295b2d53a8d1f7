import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hotelRiviera, leComptoir } from '../../../adapters/simulator/demo/demo-establishments';
import { seededOrderNumbers } from '../../../adapters/simulator/engine/order-numbers';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../adapters/simulator/engine/simulator-error';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { SelectionGateway } from '../../../core/ports/selection-gateway';
import { aTakeAwayPayload } from '../../unit/adapters/fixtures/order-payloads';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

/** The SelectionGateway an implementation provides over the engine the kit gives it. */
export interface SelectionGatewayUnderTest {
  readonly selections: SelectionGateway;
  close(): Promise<void>;
}

export type MakeSelectionGateway = (engine: SimulatorEngine) => Promise<SelectionGatewayUnderTest>;

/** The demos with their pairings and sales (establishment insights), a fixed clock, seeded order numbers. */
function contractEngine(): SimulatorEngine {
  return anEngine({ establishments: [leComptoir, hotelRiviera], orderNumbers: seededOrderNumbers(1001) });
}

async function refusalOf(call: Promise<unknown>): Promise<{ kind: string; field: string | undefined; message: string }> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    const { kind, field, message } = error as GatewayError;
    return { kind, field, message };
  }
  throw new Error('expected the gateway to reject');
}

function expectedRefusal(call: () => unknown): { kind: string; field: string | undefined; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof SimulatorError) return { kind: error.kind, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the reference engine accepted what the case expects it to refuse');
}

/**
 * The same cases for every SelectionGateway (browsing 2.2 and 7): each answer is compared with what a
 * second engine with the same setup answers itself, so every implementation answers as the platform.
 */
export function describeSelectionGatewayContract(name: string, makeGateway: MakeSelectionGateway): void {
  describe(`SelectionGateway contract: ${name}`, () => {
    let engine: SimulatorEngine;
    let reference: SimulatorEngine;
    let gateway: SelectionGatewayUnderTest;

    beforeEach(async () => {
      engine = contractEngine();
      reference = contractEngine();
      gateway = await makeGateway(engine);
    });

    afterEach(async () => {
      await gateway.close();
      engine.close();
      reference.close();
    });

    it('browsing 7: suggestions for a selection are the platform\u2019s entries with product_id', async () => {
      const answer = await gateway.selections.suggestionsFor('le-comptoir', [1101, 1001]);
      expect(answer).toStrictEqual(reference.suggestionsFor('le-comptoir', { productIds: [1101, 1001] }));
      expect(answer.length).toBeGreaterThan(0);
    });

    it('browsing 7: a selection the platform refuses rejects with bad_request naming productIds', async () => {
      const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
      const expected = expectedRefusal(() => reference.suggestionsFor('le-comptoir', { productIds: tooMany }));
      expect(await refusalOf(gateway.selections.suggestionsFor('le-comptoir', tooMany))).toEqual({ ...expected, kind: 'bad_request' });
    });

    it('best sellers are the platform\u2019s, and count an order it has just taken', async () => {
      expect(await gateway.selections.bestSellers('le-comptoir')).toStrictEqual(reference.bestSellers('le-comptoir'));
      for (const platform of [engine, reference]) platform.placeOrder('le-comptoir', aTakeAwayPayload());
      expect(await gateway.selections.bestSellers('le-comptoir')).toStrictEqual(reference.bestSellers('le-comptoir'));
    });

    it('an unknown restaurant rejects with not_found', async () => {
      expect((await refusalOf(gateway.selections.suggestionsFor('nowhere', [1]))).kind).toBe('not_found');
      expect((await refusalOf(gateway.selections.bestSellers('nowhere'))).kind).toBe('not_found');
    });
  });
}
