import { describe, expect, it } from 'vitest';
import { serializeBasket } from '../../../../../core/domain/basket/basket-storage';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { RestoreBasket } from '../../../../../core/use-cases/basket/restore-basket';
import { OrderAttempts } from '../../../../../core/use-cases/order/order-attempts';
import { PlaceOrder } from '../../../../../core/use-cases/order/place-order';
import { SubmitOrderPayload } from '../../../../../core/use-cases/order/submit-order-payload';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';
import { aValidCheckoutForm } from '../../fixtures/checkout-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { aRestaurant } from '../../fixtures/restaurant-builders';
import { SequentialIdGenerator } from '../../fixtures/sequential-id-generator';

/**
 * browsing 4: the basket is saved after every change, re-pricing included: PlaceOrder and the other
 * use cases read storage, so the order is checked and sent at the price the customer was shown.
 */
describe('RestoreBasket saves re-priced lines (browsing 4: saved after every change)', () => {
  // The soda was stored at 2.50; the catalogue sells it at 3.00 now.
  const storedSoda = aBasketEntry(aBasketProduct({ id: 2, name: 'Soda', category_id: 20, unitPrice: 250 }), 4);

  function setUp() {
    const basketStore = new BasketStore(new InMemoryKeyValueStore());
    basketStore.save(aBasketWith([storedSoda]));
    return { basketStore, restoreBasket: new RestoreBasket(basketStore) };
  }

  it('browsing 4: a basket re-priced on restore is saved with the new prices', () => {
    const { basketStore, restoreBasket } = setUp();
    const restored = restoreBasket.execute({ restaurantId: 'resto-1', catalogue: aSteakAndSodaCatalogue() });
    expect(restored.basket.basketProducts[0]?.product.unitPrice).toBe(300);
    expect(serializeBasket(basketStore.read('resto-1').basket)).toBe(serializeBasket(restored.basket));
  });

  it('checkout 3: the order placed after a restore sends the prices the customer was shown', async () => {
    const { basketStore, restoreBasket } = setUp();
    restoreBasket.execute({ restaurantId: 'resto-1', catalogue: aSteakAndSodaCatalogue() });
    const gateway = new RecordingOrderGateway();
    await new PlaceOrder(basketStore, new SubmitOrderPayload(gateway), new OrderAttempts(new InMemoryKeyValueStore(), new SequentialIdGenerator())).execute({
      settings: aRestaurant(),
      form: aValidCheckoutForm(),
      returnUrls: { success: 'https://shop.example/ok', cancel: 'https://shop.example/ko' },
    });
    expect(gateway.placed[0]?.payload.products.data[0]?.unit_price).toBe(300);
  });
});
