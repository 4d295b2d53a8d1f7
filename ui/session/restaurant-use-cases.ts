import type { Container } from 'inversify';
import { USE_CASES } from '../../config/use-case-tokens';
import type { ChangeBasketQuantity } from '../../core/use-cases/basket/change-basket-quantity';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { PutBackBasketLine } from '../../core/use-cases/basket/put-back-basket-line';
import type { RemoveFromBasket } from '../../core/use-cases/basket/remove-from-basket';
import type { RestoreBasket } from '../../core/use-cases/basket/restore-basket';
import type { ClearSlotForPreparationTime } from '../../core/use-cases/schedule/clear-slot-for-preparation-time';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { RestaurantUseCases } from './restaurant-view-model';

/** The browsing use cases a restaurant's pages run, resolved by token (config/use-case-tokens.ts). */
export function restaurantUseCases(container: Container): RestaurantUseCases {
  return {
    loadRestaurant: container.get<LoadRestaurant>(USE_CASES.loadRestaurant),
    loadCatalogue: container.get<LoadCatalogue>(USE_CASES.loadCatalogue),
    basket: {
      restoreBasket: container.get<RestoreBasket>(USE_CASES.restoreBasket),
      changeBasketQuantity: container.get<ChangeBasketQuantity>(USE_CASES.changeBasketQuantity),
      removeFromBasket: container.get<RemoveFromBasket>(USE_CASES.removeFromBasket),
      computeTotals: container.get<ComputeTotals>(USE_CASES.computeTotals),
      putBackBasketLine: container.get<PutBackBasketLine>(USE_CASES.putBackBasketLine),
      clearSlotForPreparationTime: container.get<ClearSlotForPreparationTime>(USE_CASES.clearSlotForPreparationTime),
    },
  };
}
