import type { FirstPaint } from './first-paint';

/**
 * The markup of the grey menu shown before the app (issue 5, first visit), with the restaurant's name and
 * banner when the early start has them (issue 17). One builder for the three places that show it:
 * ui/index.html (the grey one, written out; a unit test keeps it equal), the early start (inlined into the
 * page, no React there) and the app's skeleton while the restaurant loads (page-skeleton.tsx). Plain
 * strings, every restaurant text escaped.
 */

const CARDS = 6;
const CHIPS = 4;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const repeat = (count: number, markup: string) => Array.from({ length: count }, () => markup).join('');

const CARD =
  '<li class="page-skeleton__card"><span class="page-skeleton__lines"><span class="skeleton-block skeleton-block--line"></span><span class="skeleton-block skeleton-block--short"></span><span class="skeleton-block skeleton-block--price"></span></span>' +
  '<svg class="page-skeleton__picture" viewBox="0 0 4 4" focusable="false"><rect width="4" height="4" rx="0.3"></rect></svg></li>';

function header(painted: FirstPaint | null): string {
  const logo = painted?.logo ? `<img class="brand__logo" src="${escapeHtml(painted.logo)}" alt="" width="40" height="40"/>` : '<span class="skeleton-block skeleton-block--logo"></span>';
  const name = painted ? `<span class="page-skeleton__name">${escapeHtml(painted.name)}</span>` : '<span class="skeleton-block skeleton-block--name"></span>';
  return `<div class="page-skeleton__header"><div class="page page-skeleton__bar">${logo}${name}<span class="skeleton-block skeleton-block--button"></span></div></div>`;
}

/** The banner as ui/menu/restaurant-hero.tsx draws it (same classes, so the same size: the title stays the largest paint). */
function hero(painted: FirstPaint | null): string {
  if (!painted) return '<div class="page-skeleton__hero"></div>';
  const source = painted.imageMobile ? `<source media="(max-width: 767px)" srcset="${escapeHtml(painted.imageMobile)}" width="750" height="420"/>` : '';
  const picture = painted.image
    ? `<picture class="hero__picture">${source}<img class="hero__image" src="${escapeHtml(painted.image)}" alt="" width="1200" height="400" fetchpriority="high" decoding="async"/></picture>`
    : '';
  const subtitle = painted.subtitle ? `<p class="hero__subtitle">${escapeHtml(painted.subtitle)}</p>` : '';
  return `<section class="hero">${picture}<div class="hero__text page">${painted.title && `<h1 class="hero__title">${escapeHtml(painted.title)}</h1>`}${subtitle}</div></section>`;
}

/** What goes inside `.page-skeleton`. */
export function skeletonInnerMarkup(painted: FirstPaint | null): string {
  return (
    header(painted) +
    hero(painted) +
    `<div class="page page-skeleton__chips">${repeat(CHIPS, '<span class="skeleton-block skeleton-block--chip"></span>')}</div>` +
    `<div class="page"><span class="skeleton-block skeleton-block--title"></span><ul class="product-grid">${repeat(CARDS, CARD)}</ul></div>`
  );
}

/** The whole skeleton, hidden from assistive technologies (the app announces the loading itself). */
export function firstPaintMarkup(painted: FirstPaint | null): string {
  return `<div class="page-skeleton" aria-hidden="true">${skeletonInnerMarkup(painted)}</div>`;
}
