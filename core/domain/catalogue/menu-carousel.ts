/** browsing 4 (Carousel) and 3 (publicityBanner): the pure rules of the promotional carousel. */

/** browsing 4: auto-advance every 5000 ms under 768 px, 6000 ms otherwise. */
export function carouselIntervalMs(viewportWidth: number): number {
  return viewportWidth < 768 ? 5000 : 6000;
}

/** browsing 4: a swipe over 50 px changes slide; leftwards goes to the next one. */
export const SWIPE_THRESHOLD_PX = 50;
export function swipeStep(startX: number, endX: number): -1 | 0 | 1 {
  const moved = endX - startX;
  if (Math.abs(moved) <= SWIPE_THRESHOLD_PX) return 0;
  return moved < 0 ? 1 : -1;
}

/** The slide `step` away from `current`, going round. */
export function carouselIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** browsing 4: arrows and dots only with more than one banner. */
export const showsCarouselControls = (count: number): boolean => count > 1;

/**
 * A banner's link as the restaurant typed it ("www.example.com/offer"): an address without a scheme gets
 * https://; only http and https are followed (never javascript: or data:). null when nothing safe is left.
 */
export function normaliseBannerLink(raw: string | null | undefined): string | null {
  const link = (raw ?? '').trim();
  if (!link) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
