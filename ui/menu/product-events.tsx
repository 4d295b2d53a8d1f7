import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import { USE_CASES } from '../../config/use-case-tokens';
import type { ProductEventKind } from '../../core/ports/product-event-tracker';
import type { TrackProductEvent } from '../../core/use-cases/catalogue/track-product-event';
import { useContainer } from '../container/container-context';
import type { OrderingSession } from '../session/restaurant-view-model';

/**
 * browsing 7: what a product card's click tells, by where the card is: the menu's cards a product click,
 * the proposed products' a suggestion pick; elsewhere (no provider) nothing.
 */
const ProductEventContext = createContext<((productId: number) => void) | null>(null);

/** The cards inside send `kind` when the customer opens or adds one of them. */
export function ProductEventsOf({ session, kind, children }: { readonly session: OrderingSession; readonly kind: ProductEventKind; readonly children: ReactNode }) {
  const container = useContainer();
  const { catalogue, settings } = session;
  const send = useCallback(
    (productId: number) => {
      const product = catalogue.products.find((candidate) => candidate.id === productId);
      if (!product) return;
      // Fire and forget: the click's navigation or addition goes on at once; a failure is only logged (by the use case).
      void container
        .getAsync<TrackProductEvent>(USE_CASES.trackProductEvent)
        .then((useCase) => useCase.execute({ restaurantId: settings.id, event: { event: kind, product_id: product.id, product_type: product.product_type } }))
        .catch(() => undefined);
    },
    [container, catalogue, settings.id, kind],
  );
  return <ProductEventContext.Provider value={send}>{children}</ProductEventContext.Provider>;
}

/** The card's click handler: tells the product's event, if the card is in a place that tracks one. */
export function useProductEvent(productId: number): (() => void) | undefined {
  const send = useContext(ProductEventContext);
  return send ? () => send(productId) : undefined;
}
