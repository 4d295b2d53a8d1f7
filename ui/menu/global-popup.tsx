import { Suspense, lazy, useState } from 'react';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';

// checkout 3 cc_global_popup_info: few restaurants set it, so its dialog and the HTML sanitiser come in a
// chunk of their own, loaded only when the setting is there and the visit has not seen it (first visit budget).
const GlobalPopupDialog = lazy(() => import('./global-popup-dialog').then((module) => ({ default: module.GlobalPopupDialog })));

const seenKey = (restaurantId: string) => `ordering.globalPopupSeen.${restaurantId}`;

/** Once per visit: the tab's sessionStorage; a blocked store shows it again, which loses nothing. */
function seenThisVisit(restaurantId: string): boolean {
  try {
    return window.sessionStorage.getItem(seenKey(restaurantId)) !== null;
  } catch {
    return false;
  }
}

function rememberSeen(restaurantId: string): void {
  try {
    window.sessionStorage.setItem(seenKey(restaurantId), '1');
  } catch {
    // A full or blocked store: the dialog may show again on the next menu, nothing else is lost.
  }
}

/** The restaurant's information dialog on arrival at the menu, when it has one and this visit has not closed it. */
export function GlobalPopup({ settings }: { readonly settings: RestaurantSettings }) {
  // Only whether it is set is read here: its rule (core global-popup) comes with the dialog's chunk.
  const [open, setOpen] = useState(() => (settings.cc_global_popup_info ?? null) !== null && !seenThisVisit(settings.id));
  if (!open) return null;
  const close = () => {
    rememberSeen(settings.id);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <GlobalPopupDialog settings={settings} onClose={close} />
    </Suspense>
  );
}
