import type { FirstPaint } from './first-paint';
import { skeletonInnerMarkup } from './first-paint-markup';
import './page-skeleton.css';

/**
 * The shape of a menu page in grey: header, banner, category chips and product cards, with the restaurant's
 * name and banner once the early start painted them (issue 17). ui/index.html holds the grey markup (a unit
 * test keeps them equal), so a first visit shows it as soon as the HTML and the stylesheet arrive, and the
 * app shows it too until the restaurant is loaded: one picture from the first paint to the menu, never a
 * blank page or a lone spinner (issue 5, first visit). The picture placeholders are SVG, which browsers
 * count as the first contentful paint. The markup is built once, as a string (first-paint-markup.ts), for
 * the page, the early start and this component; restaurant texts in it are escaped.
 */
export function SkeletonBlocks({ painted = null }: { readonly painted?: FirstPaint | null }) {
  return <div className="page-skeleton" aria-hidden="true" dangerouslySetInnerHTML={{ __html: skeletonInnerMarkup(painted) }} />;
}

/** A page on its way, said to assistive technologies with `label`, shown as the grey menu. */
export function PageSkeleton({ label, painted = null }: { readonly label: string; readonly painted?: FirstPaint | null }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <SkeletonBlocks painted={painted} />
    </>
  );
}
