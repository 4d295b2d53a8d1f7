import type { Page } from '@playwright/test';

/**
 * Issue 21: what a right-to-left screen is checked for, computed in the page as it stands (its fonts and layout).
 * Each check names the elements that break it, so a failure says where to look.
 */

/**
 * Elements that cut their text on purpose, each with why: the full text is a tap away, or the box is scrolled by
 * the customer. A text cut anywhere else is a translation the layout did not make room for.
 */
export const DESIGNED_TO_CLAMP: Readonly<Record<string, string>> = {
  'product-card__description': 'browsing 3: a dish card shows two lines of its description (one on a phone); the whole text is in the product dialog',
  brand__name: 'the restaurant name in a phone header: two lines at most beside the language list and the basket; the footer shows it whole',
  'maplibregl-map': 'the map of the tracking page: a drawing cut to its frame; its text (the hint to zoom with Ctrl and the wheel) shows only on a wheel',
};

/** The page wider than the viewport, or a visible element standing out of it on the left or the right. */
export async function elementsOutsideTheViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) problems.push(`the page scrolls sideways: ${scrollWidth} px wide for a ${width} px viewport`);
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    /** Whether an ancestor clips the element: a scrolled row (the category chips) or a visually hidden label. */
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Visually hidden (read to screen readers only): clipped to nothing, nothing shows.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (clipped(element)) continue;
      problems.push(`${describe(element)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    }
    return problems;
  });
}

/** Text cut by its box (overflow hidden, an ellipsis, a line clamp), except the boxes designed to clamp. */
export async function textCut(page: Page): Promise<string[]> {
  return page.evaluate((designed) => {
    const problems: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.textContent?.trim() || [...element.classList].some((name) => designed.includes(name))) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      const cutsSideways = (style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis') && element.scrollWidth > element.clientWidth + 1;
      const cutsLines = (style.overflowY === 'hidden' || style.overflowY === 'clip' || style.webkitLineClamp !== 'none') && element.scrollHeight > element.clientHeight + 1;
      if (cutsSideways || cutsLines) problems.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent.trim().slice(0, 40)}"`);
    }
    return problems;
  }, Object.keys(DESIGNED_TO_CLAMP));
}

/**
 * Where each visible back arrow points on screen: its drawing's tip (the middle of the path) against the path's
 * ends, in the direction its rendered transform turns it. 'right' is where back is in a right-to-left page.
 */
export async function backArrowsPointing(page: Page): Promise<('left' | 'right')[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('.back-link svg')]
      .filter((icon) => icon.getBoundingClientRect().width > 0)
      .map((icon) => {
        const path = icon.querySelector('path');
        if (!path) throw new Error('a back icon without its path');
        const length = path.getTotalLength();
        const tip = path.getPointAtLength(length / 2);
        const end = path.getPointAtLength(0);
        const mirrored = new DOMMatrix(getComputedStyle(icon).transform === 'none' ? undefined : getComputedStyle(icon).transform).a < 0;
        const drawnRight = tip.x > end.x;
        return drawnRight !== mirrored ? 'right' : 'left';
      }),
  );
}
