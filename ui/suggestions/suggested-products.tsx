import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePriceFormat } from '../format/use-price-format';
import type { OrderingSession } from '../session/restaurant-view-model';
import { useLocalize } from '../locales/use-localize';
import { useUnavailableText } from '../locales/use-unavailable-text';
import type { ProductCardView } from '../menu/product-card-view';
import type { MenuOverlayContext } from '../routing/menu-overlay';
import { ProductCard } from '../menu/product-card';
import { ProductEventsOf } from '../menu/product-events';
import './suggestions.css';

/**
 * A proposed product opens over the page that proposes it (its productCompose / productFullView child
 * routes) and closes back to that page with its query: the overlay context for the page's <Outlet />.
 */
export function useOverlayOverPage(session: OrderingSession, pagePath: string): { readonly overlay: MenuOverlayContext; readonly search: string } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const closeOverlay = useCallback(() => navigate({ pathname: pagePath, search }, { preventScrollReset: true }), [navigate, pagePath, search]);
  const overlay = useMemo<MenuOverlayContext>(() => ({ session, closeOverlay }), [session, closeOverlay]);
  return { overlay, search };
}

/** browsing 2.6 and checkout 2: the proposed products, as the menu's cards. */
export function SuggestedProducts({ session, products, search }: { readonly session: OrderingSession; readonly products: readonly ProductCardView[]; readonly search: string }) {
  const localize = useLocalize();
  const price = usePriceFormat(session.settings);
  const unavailableText = useUnavailableText(session.settings);
  return (
    <ProductEventsOf session={session} kind="suggestion_pick">
      <ul className="suggestions__list">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              price={price}
              localize={localize}
              unavailableText={unavailableText}
              headingLevel="h3"
              search={search}
            />
          </li>
        ))}
      </ul>
    </ProductEventsOf>
  );
}
