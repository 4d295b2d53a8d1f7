import { scrollOffsetPx } from '../../core/domain/catalogue/menu-scroll';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * browsing 2.3 and 9: choosing a chip scrolls to its section, `landingOffset` below the top of the
 * window: 84 px on a phone, 180 px on a desktop, and never less than what the sticky header and
 * navigation cover. On a long menu the sections passed on the way are drawn as they come near and
 * change the page's length, so the place is measured again after each scroll and corrected (at most
 * three times). Resolves when the scroll has ended, so that the scroll observer may take over again.
 */
export async function scrollToSection(id: number, device: 'mobile' | 'desktop'): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const section = document.getElementById(`category-${id}`);
    if (!section) return;
    const offset = landingOffset(device);
    const delta = section.getBoundingClientRect().top - offset;
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    if (Math.abs(delta) <= 4 || (atBottom && delta > 0)) return;
    await scrollWindowTo(Math.max(0, window.scrollY + delta), attempt === 0 && !reducedMotion() ? 'smooth' : 'auto');
  }
}

function scrollWindowTo(top: number, behavior: ScrollBehavior): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', done);
      // Let the sections that came near be drawn before measuring again.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    };
    const timer = window.setTimeout(done, 1200);
    window.addEventListener('scrollend', done);
    window.scrollTo({ top, behavior });
    if (Math.abs(window.scrollY - top) < 1) done();
  });
}

/** How far below the window's top a chosen section lands (browsing 9 offsets, or below the sticky bars). */
export function landingOffset(device: 'mobile' | 'desktop'): number {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const nav = document.querySelector('.menu-nav')?.getBoundingClientRect().height ?? 0;
  return Math.max(scrollOffsetPx(device), header + nav + 8);
}

/** A new category starts at its top: scroll back up to where the category bar sticks, if below it. */
export function scrollToNav(anchor: HTMLElement | null): void {
  if (!anchor) return;
  const headerHeight = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const top = anchor.getBoundingClientRect().top + window.scrollY - headerHeight;
  if (window.scrollY > top) window.scrollTo({ top });
}
