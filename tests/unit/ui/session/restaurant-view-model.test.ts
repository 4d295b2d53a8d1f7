import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { emptyBasket } from '../../../../core/domain/basket/basket';
import type { Catalogue } from '../../../../core/domain/catalogue/catalogue';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import type { Result } from '../../../../core/domain/result';
import { fail, ok } from '../../../../core/domain/result';
import type { LoadFailure } from '../../../../core/use-cases/load-failure';
import { restaurantUseCases } from '../../../../ui/session/restaurant-use-cases';
import type { RestaurantUseCases } from '../../../../ui/session/restaurant-view-model';
import { RestaurantViewModel } from '../../../../ui/session/restaurant-view-model';
import { demoContainer } from '../fixtures/demo-session';
import { RecordingNotifications } from '../fixtures/recording-notifications';

const loaded = (restaurant: RestaurantViewModel) => when(() => restaurant.settings.status !== 'loading' && restaurant.session.status !== 'loading');

describe('RestaurantViewModel (every page under /{restaurantId})', () => {
  it('loads the settings, the menu and the basket of an establishment', async () => {
    const { container } = demoContainer();
    const restaurant = new RestaurantViewModel('le-comptoir', restaurantUseCases(container), new RecordingNotifications());
    restaurant.start();
    await loaded(restaurant);
    expect(restaurant.settings.status === 'ready' && restaurant.settings.value.restaurant_name).toBe('Le Comptoir des Halles');
    expect(restaurant.session.status === 'ready' && restaurant.session.value.catalogue.products.length).toBeGreaterThan(10);
    expect(restaurant.session.status === 'ready' && restaurant.session.value.basket.itemCount).toBe(0);
  });

  it('an unknown restaurant is told apart from a failure: "restaurant not found"', async () => {
    const { container } = demoContainer();
    const restaurant = new RestaurantViewModel('nowhere-bistro', restaurantUseCases(container), new RecordingNotifications());
    restaurant.start();
    await loaded(restaurant);
    expect(restaurant.settings.status).toBe('failed');
    expect(restaurant.isUnknownRestaurant).toBe(true);
  });

  it('checkout 8: a failed load can be retried, and the retry shows the menu', async () => {
    const { container } = demoContainer();
    const real = restaurantUseCases(container);
    let calls = 0;
    const network: LoadFailure = { kind: 'network', message: 'offline' };
    const flaky: RestaurantUseCases = {
      ...real,
      loadCatalogue: {
        execute: async (id: string) => (++calls === 1 ? fail(network) : real.loadCatalogue.execute(id)),
      },
    };
    const restaurant = new RestaurantViewModel('le-comptoir', flaky, new RecordingNotifications());
    restaurant.start();
    await loaded(restaurant);
    expect(restaurant.session).toEqual({ status: 'failed', failure: network });
    expect(restaurant.isUnknownRestaurant).toBe(false);

    await restaurant.retry();
    expect(restaurant.session.status).toBe('ready');
  });

  it('the tracking page keeps its settings when only the menu failed to load', async () => {
    const settings = { id: 'r' } as RestaurantSettings;
    const useCases: RestaurantUseCases = {
      loadRestaurant: { execute: async () => ok(settings) },
      loadCatalogue: { execute: async (): Promise<Result<Catalogue, LoadFailure>> => fail({ kind: 'server', message: 'boom' }) },
      basket: {
        restoreBasket: { execute: () => ({ basket: emptyBasket('r'), storageProblem: null, removed: [] }) },
        changeBasketQuantity: { execute: () => ok(emptyBasket('r')) },
        removeFromBasket: { execute: () => emptyBasket('r') },
        putBackBasketLine: { execute: () => emptyBasket('r') },
        clearSlotForPreparationTime: { execute: () => false },
        computeTotals: { execute: () => ({ itemCount: 0, subtotal: 0, deliveryCost: 0, total: 0, minimumPrice: 0, belowMinimum: false }) },
      },
    };
    const restaurant = new RestaurantViewModel('r', useCases, new RecordingNotifications());
    restaurant.start();
    await loaded(restaurant);
    expect(restaurant.settings).toEqual({ status: 'ready', value: settings });
    expect(restaurant.session.status).toBe('failed');
  });

  it('loads once even when the page mounts twice', async () => {
    const { container } = demoContainer();
    const real = restaurantUseCases(container);
    let loads = 0;
    const counting: RestaurantUseCases = {
      ...real,
      loadRestaurant: { execute: (id: string) => (loads++, real.loadRestaurant.execute(id)) },
    };
    const restaurant = new RestaurantViewModel('le-comptoir', counting, new RecordingNotifications());
    restaurant.start()();
    restaurant.start();
    await loaded(restaurant);
    expect(loads).toBe(1);
  });
});
