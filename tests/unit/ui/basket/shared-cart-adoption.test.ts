import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { OpenSharedCart } from '../../../../core/use-cases/basket/open-shared-cart';
import type { ShareBasket } from '../../../../core/use-cases/basket/share-basket';
import { demoSession } from '../fixtures/demo-session';

const ESPRESSO = 2201;

describe('BasketViewModel.adoptShared (browsing 2.1: a shared-cart link replaces the basket)', () => {
  it('shows the shared basket and says it was loaded', async () => {
    const session = await demoSession();
    const added = session.container
      .get<AddToBasket>(USE_CASES.addToBasket)
      .execute({ restaurantId: 'le-comptoir', catalogue: session.catalogue, settings: session.settings, productId: ESPRESSO, selection: [], quantity: 2 });
    if (!added.ok) throw new Error(added.error);
    session.basket.replace(added.value);
    const shared = await (await session.container.getAsync<ShareBasket>(USE_CASES.shareBasket)).execute(session.settings);
    if (!shared.ok) throw new Error(JSON.stringify(shared.error));
    session.basket.removeLines(session.basket.lines.map((line) => line.key));
    expect(session.basket.isEmpty).toBe(true);

    const openSharedCart = await session.container.getAsync<OpenSharedCart>(USE_CASES.openSharedCart);
    const opened = await openSharedCart.execute({ settings: session.settings, catalogue: session.catalogue, request: { cartId: shared.value.cartId, openBasket: true } });
    if (!opened.ok) throw new Error(JSON.stringify(opened.error));
    session.basket.adoptShared(opened.value.basket, opened.value.removed);
    expect(session.basket.itemCount).toBe(2);
    expect(session.notifications.keys.at(-1)).toBe('shared_cart_loaded');
  });
});
