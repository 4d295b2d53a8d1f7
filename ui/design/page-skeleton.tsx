import './page-skeleton.css';

const CARDS = 6;
const CHIPS = 4;

/**
 * The shape of a menu page in grey: header, banner, category chips and product cards. ui/index.html
 * holds the same markup (a unit test keeps them equal), so a first visit shows it as soon as the HTML
 * and the stylesheet arrive, and the app shows it too until the restaurant is loaded: one picture
 * from the first paint to the menu, never a blank page or a lone spinner (issue 5, first visit).
 * The picture placeholders are SVG, which browsers count as the first contentful paint.
 */
export function SkeletonBlocks() {
  return (
    <div className="page-skeleton" aria-hidden="true">
      <div className="page-skeleton__header">
        <div className="page page-skeleton__bar">
          <span className="skeleton-block skeleton-block--logo" />
          <span className="skeleton-block skeleton-block--name" />
          <span className="skeleton-block skeleton-block--button" />
        </div>
      </div>
      <div className="page-skeleton__hero" />
      <div className="page page-skeleton__chips">
        {Array.from({ length: CHIPS }, (_, index) => (
          <span key={index} className="skeleton-block skeleton-block--chip" />
        ))}
      </div>
      <div className="page">
        <span className="skeleton-block skeleton-block--title" />
        <ul className="product-grid">
          {Array.from({ length: CARDS }, (_, index) => (
            <li key={index} className="page-skeleton__card">
              <span className="page-skeleton__lines">
                <span className="skeleton-block skeleton-block--line" />
                <span className="skeleton-block skeleton-block--short" />
                <span className="skeleton-block skeleton-block--price" />
              </span>
              <svg className="page-skeleton__picture" viewBox="0 0 4 4" focusable="false">
                <rect width="4" height="4" rx="0.3" />
              </svg>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A page on its way, said to assistive technologies with `label`, shown as the grey menu. */
export function PageSkeleton({ label }: { readonly label: string }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <SkeletonBlocks />
    </>
  );
}
