import { useEffect, useRef } from 'react';
import { SCROLL_OBSERVER_MARGIN_PX, SCROLL_THROTTLE_MS, activeSection } from '../../core/domain/catalogue/menu-scroll';

/**
 * browsing 2.3 and 9: the active chip follows the scroll. An IntersectionObserver watches every section
 * through a band from the -120 px margin of the spec down to `landingLine` (where a chosen section
 * lands); the last section crossing it is the active one. `orderKey` is a string of the section ids, so
 * that a new array with the same ids does not start the observer again.
 */
export function useActiveSection(orderKey: string, onActive: (id: number) => void, paused: () => boolean, landingLine: () => number): void {
  const callback = useRef(onActive);
  const isPaused = useRef(paused);
  const line = useRef(landingLine);
  useEffect(() => {
    callback.current = onActive;
    isPaused.current = paused;
    line.current = landingLine;
  });
  useEffect(() => {
    const ids = orderKey.split(':')[1] ?? '';
    const order = ids ? ids.split(',').map(Number) : [];
    if (order.length === 0) return;
    let stop = () => {};
    let live = true;
    const start = () => {
      const crossing = new Set<number>();
      let current: number | null = null;
      const activate = (next: number | null) => {
        if (next !== null && next !== current && !isPaused.current()) {
          current = next;
          callback.current(next);
        }
      };
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const id = Number((entry.target as HTMLElement).dataset.sectionId);
            if (entry.isIntersecting) crossing.add(id);
            else crossing.delete(id);
          }
          activate(activeSection(order, crossing, current));
        },
        { rootMargin: `${SCROLL_OBSERVER_MARGIN_PX}px 0px ${-Math.max(0, window.innerHeight - line.current() - 1)}px 0px` },
      );
      // Lazy sections replace their placeholder when drawn: watch the list for new section elements too.
      const watched = new WeakSet<Element>();
      const observeAll = () => {
        for (const element of document.querySelectorAll<HTMLElement>('[data-section-id]')) {
          if (!watched.has(element)) {
            watched.add(element);
            observer.observe(element);
          }
        }
      };
      observeAll();
      const content = document.querySelector('.menu-content');
      const mutations = new MutationObserver(observeAll);
      if (content) mutations.observe(content, { childList: true, subtree: true });
      // The last sections may never reach the band: at the bottom of the page the last one is active.
      // A scroll listener, throttled to 150 ms (browsing 9).
      let throttled = 0;
      const onScroll = () => {
        if (throttled) return;
        throttled = window.setTimeout(() => {
          throttled = 0;
          if (window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) activate(order.at(-1) ?? null);
        }, SCROLL_THROTTLE_MS);
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      stop = () => {
        observer.disconnect();
        mutations.disconnect();
        window.removeEventListener('scroll', onScroll);
        window.clearTimeout(throttled);
      };
    };
    // Issue 17 (La Grande Carte's blocking time): the band's bottom reads the window's height and the bars'
    // sizes, which makes the browser work out the style and layout of the page React just drew, there and
    // then, inside this effect (108 ms of one task in Lighthouse's trace of a phone). Read after the next
    // frame is drawn, they cost nothing: the frame has laid the page out already.
    requestAnimationFrame(() => setTimeout(() => live && start()));
    return () => {
      live = false;
      stop();
    };
  }, [orderKey]);
}
