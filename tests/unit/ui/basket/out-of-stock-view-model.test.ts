import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import { OutOfStockViewModel, readOutOfStockEntities } from '../../../../ui/basket/out-of-stock-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';

function add(session: DemoSession, productId: number, selection: { option_id: number; item_ids: number[] }[] = []) {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId,
    selection,
    quantity: 1,
  });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

describe('readOutOfStockEntities (browsing 2.8: entities come in the route state)', () => {
  it('reads the three lists of ids', () => {
    expect(readOutOfStockEntities({ entities: { quantityIds: [1], productIds: [2], optionItemIds: [3] } })).toEqual({
      quantityIds: [1],
      productIds: [2],
      optionItemIds: [3],
    });
  });

  it('browsing 2.8: no entities (a reload, a typed address) gives none, so the page goes home', () => {
    expect(readOutOfStockEntities(null)).toBeNull();
    expect(readOutOfStockEntities({})).toBeNull();
    expect(readOutOfStockEntities({ entities: { quantityIds: [], productIds: [], optionItemIds: [] } })).toBeNull();
  });

  it('lists that are not lists of ids are ignored rather than trusted', () => {
    expect(readOutOfStockEntities({ entities: { productIds: ['1', 2], quantityIds: 'x', optionItemIds: [4] } })).toEqual({
      quantityIds: [],
      productIds: [],
      optionItemIds: [4],
    });
  });
});

describe('OutOfStockViewModel (browsing 2.8: lists the products and removes them from the basket)', () => {
  it('names the products that are no longer available', async () => {
    const session = await demoSession();
    const page = new OutOfStockViewModel({ quantityIds: [], productIds: [1101, 2201], optionItemIds: [] }, session.catalogue, session.basket);
    expect(page.unavailableNames).toEqual([
      expect.objectContaining({ fr: 'Burger du Comptoir', en: 'Comptoir burger' }),
      expect.objectContaining({ fr: 'Expresso', en: 'Espresso' }),
    ]);
  });

  it('names an option item that ran out', async () => {
    const session = await demoSession();
    const page = new OutOfStockViewModel({ quantityIds: [], productIds: [], optionItemIds: [401] }, session.catalogue, session.basket);
    expect(page.unavailableNames).toEqual([expect.objectContaining({ fr: 'Bacon fumé', en: 'Smoked bacon' })]);
  });

  it('removes the lines they hit from the basket when the page shows, and keeps the others', async () => {
    const session = await demoSession();
    add(session, 2201);
    add(session, 2101);
    const page = new OutOfStockViewModel({ quantityIds: [], productIds: [2201], optionItemIds: [] }, session.catalogue, session.basket);
    page.start();
    expect(session.basket.lines.map((line) => line.key)).toEqual(['2101']);
    // The stored basket changed too (RemoveFromBasket), so a reload does not bring them back.
    expect(session.store.get('basket:le-comptoir')).not.toContain('"id":2201');
  });

  it('showing the page twice removes nothing more', async () => {
    const session = await demoSession();
    add(session, 2101);
    const page = new OutOfStockViewModel({ quantityIds: [], productIds: [2201], optionItemIds: [] }, session.catalogue, session.basket);
    page.start();
    page.start();
    expect(session.basket.itemCount).toBe(1);
  });
});
