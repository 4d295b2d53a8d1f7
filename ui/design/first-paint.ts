/**
 * The first screen's texts, painted from the restaurant's early answer before the app's scripts arrive
 * (ui/app/early-start.ts, issue 17): restaurant data, as the platform sent it, never a text of ours.
 */
export interface FirstPaint {
  readonly restaurantId: string;
  readonly name: string;
  /** Same-origin paths or https addresses only; anything else is left out. */
  readonly logo: string | null;
  readonly image: string | null;
  readonly imageMobile: string | null;
  /** cc_title in the visitor's language, else the restaurant's name; empty when the banner shows no text (browsing 3). */
  readonly title: string;
  readonly subtitle: string;
}

declare global {
  interface Window {
    /** Set by the early start once it painted the first screen. */
    orderingFirstPaint?: FirstPaint;
  }
}

/**
 * What the early start painted for this restaurant, so that the app's skeleton shows the same while the
 * restaurant loads (no grey flash between the painted texts and the menu); null for another restaurant.
 */
export function firstPaintFor(restaurantId: string): FirstPaint | null {
  const painted = typeof window === 'undefined' ? undefined : window.orderingFirstPaint;
  return painted?.restaurantId === restaurantId ? painted : null;
}
