import { useOutletContext } from 'react-router-dom';
import type { OrderingSession } from '../session/restaurant-view-model';

/** What the overlays opened over the menu (product, basket) get from it. */
export interface MenuOverlayContext {
  readonly session: OrderingSession;
  /** Back to the menu's own address, with its ?subcategoryid=. */
  readonly closeOverlay: () => void;
}

export function useMenuOverlay(): MenuOverlayContext {
  return useOutletContext<MenuOverlayContext>();
}
