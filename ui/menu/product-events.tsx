import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ProductEventKind } from '../../core/ports/product-event-tracker';
import { useContainer } from '../container/container-context';
import type { OrderingSession } from '../session/restaurant-view-model';

/**
 * browsing 7: what a product card's click tells, by where the card is: the menu's cards a product click,
 * the proposed products' a suggestion pick; elsewhere (no provider) nothing.
 */
const ProductEventContext = createContext<((productId: number) => void) | null>(null);

/** The cards inside send `kind` when the customer opens one of them. */
export function ProductEventsOf({ session, kind, children }: { readonly session: OrderingSession; readonly kind: ProductEventKind; readonly children: ReactNode }) {
  const container = useContainer();
  const { catalogue, settings } = session;
  const send = useCallback(
    // Fire and forget: the click's navigation goes on at once; the sender is loaded at the first click.
    (productId: number) => void import('./send-product-event').then((sender) => sender.sendProductEvent(container, catalogue, settings.id, kind, productId)).catch(() => undefined),
    [container, catalogue, settings.id, kind],
  );
  return <ProductEventContext.Provider value={send}>{children}</ProductEventContext.Provider>;
}

/** The card's click handler: tells the product's event, if the card is in a place that tracks one. */
export function useProductEvent(productId: number): (() => void) | undefined {
  const send = useContext(ProductEventContext);
  return send ? () => send(productId) : undefined;
}
