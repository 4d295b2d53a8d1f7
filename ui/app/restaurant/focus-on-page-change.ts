import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageOf } from '../../notifications/notification-page';

/**
 * Issue 6, accessibility: after a navigation to another page, focus lands on the page's heading, so a
 * screen reader starts there and the keyboard does not stay on a link that is gone. Not on the first
 * load (the browser starts at the top), not when an overlay opens or closes over the same page (the
 * dialog handles its own focus), and without scrolling (the page keeps its scroll handling).
 */
export function useFocusOnPageChange(): void {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    // The new page may still be loading its chunk: wait for its heading a little.
    const focusedBefore = document.activeElement;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      // A customer already in the new page (tabbed into a field while it drew) keeps their place: moving the
      // focus then sent what they typed nowhere.
      const focused = document.activeElement;
      if (focused && focused !== focusedBefore && focused !== document.body && document.getElementById('main')?.contains(focused)) {
        window.clearInterval(timer);
        return;
      }
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading || tries > 20) window.clearInterval(timer);
      if (!heading || document.querySelector('dialog[open]')) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }, 50);
    return () => window.clearInterval(timer);
  }, [page]);
}
