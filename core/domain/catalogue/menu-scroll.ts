/** browsing 9: the scroll constants of the menu and which section the scroll has reached. */

/** browsing 9: scroll offsets 84 px on a phone, 180 px on a desktop. */
export const scrollOffsetPx = (device: 'mobile' | 'desktop'): number => (device === 'mobile' ? 84 : 180);

/** browsing 9: scroll observer margin -120 px (a section counts once it passes under the sticky bars). */
export const SCROLL_OBSERVER_MARGIN_PX = -120;

/** browsing 9: scroll listeners throttled to 150 ms; the address is written no more often. */
export const SCROLL_THROTTLE_MS = 150;

/** browsing 9: lazy-loading margin twice the card height. */
export const lazyLoadingMarginPx = (cardHeightPx: number): number => 2 * cardHeightPx;

/**
 * The active section: the sections crossing the observed band (from the -120 px margin down to where a
 * chosen section lands) are those under the sticky bars; the last of them in the menu's order is the
 * one being read (the ones before are leaving). With none crossing (a gap), the last active one stays.
 */
export function activeSection(order: readonly number[], crossing: ReadonlySet<number>, previous: number | null): number | null {
  return order.findLast((id) => crossing.has(id)) ?? previous;
}
