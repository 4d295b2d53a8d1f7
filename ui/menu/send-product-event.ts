import type { Container } from 'inversify';
import { USE_CASES } from '../../config/use-case-tokens';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { ProductEventKind } from '../../core/ports/product-event-tracker';
import type { TrackProductEvent } from '../../core/use-cases/catalogue/track-product-event';

/**
 * browsing 7: sends a product click or a suggestion pick with the product's id and type. Loaded at the first
 * such click (product-events.tsx), so that the menu's first visit carries none of it. Never rejects: a
 * failure is only logged (by the use case).
 */
export async function sendProductEvent(container: Container, catalogue: Catalogue, restaurantId: RestaurantId, kind: ProductEventKind, productId: number): Promise<void> {
  const product = catalogue.products.find((candidate) => candidate.id === productId);
  if (!product) return;
  const useCase = await container.getAsync<TrackProductEvent>(USE_CASES.trackProductEvent);
  await useCase.execute({ restaurantId, event: { event: kind, product_id: product.id, product_type: product.product_type } });
}
