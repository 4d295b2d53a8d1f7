import { useEffect, useRef } from 'react';
import { SCROLL_OBSERVER_MARGIN_PX, activeSection } from '../../core/domain/catalogue/menu-scroll';

/**
 * browsing 2.3 and 9: the active chip follows the scroll. An IntersectionObserver (margin -120 px at the
 * top, so a section counts once it passes under the sticky bars) watches every section; the first one
 * crossing the band from there to the middle of the screen is the active one. `order` is a string of
 * the section ids, so that a new array with the same ids does not start the observer again.
 */
export function useActiveSection(orderKey: string, onActive: (id: number) => void, paused: () => boolean): void {
  const callback = useRef(onActive);
  const isPaused = useRef(paused);
  useEffect(() => {
    callback.current = onActive;
    isPaused.current = paused;
  });
  useEffect(() => {
    const order = orderKey ? orderKey.split(',').map(Number) : [];
    if (order.length === 0) return;
    const crossing = new Set<number>();
    let current: number | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.sectionId);
          if (entry.isIntersecting) crossing.add(id);
          else crossing.delete(id);
        }
        const next = activeSection(order, crossing, current);
        if (next !== null && next !== current && !isPaused.current()) {
          current = next;
          callback.current(next);
        }
      },
      { rootMargin: `${SCROLL_OBSERVER_MARGIN_PX}px 0px -50% 0px` },
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
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [orderKey]);
}
