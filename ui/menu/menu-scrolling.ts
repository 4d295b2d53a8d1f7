import { scrollOffsetPx } from '../../core/domain/catalogue/menu-scroll';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * browsing 2.3 and 9: choosing a chip scrolls to its section, `offset` below the top of the window:
 * 84 px on a phone, 180 px on a desktop, and never less than what the sticky header and navigation cover.
 * Resolves when the scroll has ended, so that the scroll observer may take over again.
 */
export function scrollToSection(id: number, device: 'mobile' | 'desktop'): Promise<void> {
  const section = document.getElementById(`category-${id}`);
  if (!section) return Promise.resolve();
  const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const nav = document.querySelector('.menu-nav')?.getBoundingClientRect().height ?? 0;
  const offset = Math.max(scrollOffsetPx(device), header + nav + 8);
  const top = Math.max(0, section.getBoundingClientRect().top + window.scrollY - offset);
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', done);
      resolve();
    };
    const timer = window.setTimeout(done, 1200);
    window.addEventListener('scrollend', done);
    window.scrollTo({ top, behavior: reducedMotion() ? 'auto' : 'smooth' });
    if (Math.abs(window.scrollY - top) < 1) done();
  });
}

/** A new category starts at its top: scroll back up to where the category bar sticks, if below it. */
export function scrollToNav(anchor: HTMLElement | null): void {
  if (!anchor) return;
  const headerHeight = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const top = anchor.getBoundingClientRect().top + window.scrollY - headerHeight;
  if (window.scrollY > top) window.scrollTo({ top });
}
