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
 * The active section: of the sections crossing the observed band, the first in the menu's order; when
 * none crosses it (a gap between two), the last one that did stays active.
 */
export function activeSection(order: readonly number[], crossing: ReadonlySet<number>, previous: number | null): number | null {
  return order.find((id) => crossing.has(id)) ?? previous;
}
