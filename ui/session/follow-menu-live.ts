import type { Container } from 'inversify';
import { runInAction } from 'mobx';
import { USE_CASES } from '../../config/use-case-tokens';
import { catalogueWithAvailability, settingsWithAvailability, unavailableBasketLines } from '../../core/domain/catalogue/menu-availability';
import type { FollowMenuAvailability } from '../../core/use-cases/catalogue/follow-menu-availability';
import type { OrderingSession, RestaurantViewModel } from './restaurant-view-model';

/**
 * Issue 20.3: follows the establishment's stock and busy time (use-live-availability.ts loads this module once
 * the page is drawn, so that it stays out of the first route). The menu and the basket read the stock told
 * (BasketViewModel.liveCatalogue: a card says sold out, a line is flagged); a new preparation time gives the
 * pages new settings, so the slots offered move. Returns the function that stops following.
 */
export async function followMenuLive(container: Container, restaurant: RestaurantViewModel, session: OrderingSession): Promise<() => void> {
  const follow = await container.getAsync<FollowMenuAvailability>(USE_CASES.followMenuAvailability);
  const { basket, catalogue } = session;
  return follow.execute(session.settings.id, {
    availability: (availability) =>
      runInAction(() => {
        // On the stock last told, so that an answer that changes nothing keeps the same menu object.
        basket.useLiveCatalogue(catalogueWithAvailability(basket.liveCatalogue ?? catalogue, availability), unavailableBasketLines);
        const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
        const moved = settings && settingsWithAvailability(settings, availability);
        if (settings && moved && moved !== settings) restaurant.useSettings(moved);
      }),
  });
}
