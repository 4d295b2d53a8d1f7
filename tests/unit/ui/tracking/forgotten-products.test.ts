import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import { trackedProductIds } from '../../../../core/domain/suggestions/forgotten-products';
import { fail } from '../../../../core/domain/result';
import type { SuggestProducts } from '../../../../core/use-cases/suggestions/suggest-products';
import { ForgottenProductsViewModel } from '../../../../ui/tracking/forgotten-products-view-model';
import { aRoomDeliveryPayload } from '../../adapters/fixtures/order-payloads';
import { demoSession } from '../fixtures/demo-session';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the room and scan variant's 'did you forget' (checkout 2)", () => {
  it("takes the order's products from its tracked lines, each once, the lines without a product left out", () => {
    expect(trackedProductIds([
      { name: 'Œufs', count: 1, price: 1200, product_id: 5002 },
      { name: 'Œufs', count: 2, price: 2400, product_id: 5002 },
      { name: 'Ancien', count: 1, price: 100 },
      { name: 'Eau', count: 1, price: 600, product_id: null },
    ])).toEqual([5002]);
  });

  it('the platform tracks each line with its product, and proposes what goes with the order, never what it holds', async () => {
    const session = await demoSession('hotel-riviera');
    const placed = session.engine.placeOrder('hotel-riviera', aRoomDeliveryPayload());
    const orderNumber = placed.accepted ? placed.order.order_number : '';
    const lines = session.engine.track('hotel-riviera', orderNumber).lines;
    expect(lines.map((line) => line.product_id)).toEqual([5002]);
    const block = new ForgottenProductsViewModel(session, trackedProductIds(lines), await session.container.getAsync<SuggestProducts>(USE_CASES.suggestProducts));
    block.start();
    await flush();
    expect(block.cards.map((card) => [card.id, card.overlay])).toEqual([[7002, 'productCompose/7002']]);
  });

  it('shows nothing when the platform cannot answer: a suggestion never stands in the way', async () => {
    const session = await demoSession('hotel-riviera');
    const block = new ForgottenProductsViewModel(session, [5002], { execute: async () => fail({ kind: 'network', message: 'down' }) });
    block.start();
    await flush();
    expect([block.cards, block.basketCount]).toEqual([[], 0]);
  });
});
