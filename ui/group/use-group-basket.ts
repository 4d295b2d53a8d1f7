import { USE_CASES, BASKET_STORE } from '../../config/use-case-tokens';
import type { GroupSettings } from '../../core/domain/group/group-settings';
import type { BasketStore } from '../../core/use-cases/basket/basket-store';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { GroupBasketViewModel } from './group-basket-view-model';

/** The group's combined basket (each outlet's own basket), loaded while the screen shows. */
export function useGroupBasket(group: GroupSettings): GroupBasketViewModel {
  const container = useContainer();
  return useViewModel(
    () =>
      new GroupBasketViewModel(group, {
        loadRestaurant: container.get<LoadRestaurant>(USE_CASES.loadRestaurant),
        baskets: container.get<BasketStore>(BASKET_STORE),
      }),
    [group, container],
  );
}
