import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyLoadingMarginPx } from '../../core/domain/catalogue/menu-scroll';
import type { MenuSection } from './menu-view-model';
import { watchNear } from './near-viewport';

/** The height of one product card (padding, two lines of text, footer), for placeholders and the margin. */
export const CARD_HEIGHT_PX = 150;
/** Issue 6 (long menus): a menu with more products than this renders its sections as they come near. */
export const LAZY_MENU_PRODUCTS = 150;

/**
 * browsing 9 and issue 6: a section of a long menu is drawn only when it comes within twice a card's
 * height of the viewport; until then a placeholder of about its height keeps the page's length (and the
 * scroll bar) right and carries its id, so a chip can still scroll to it. Once drawn it stays drawn.
 */
export function LazySection({
  section,
  columns,
  drawnAtOnce = false,
  children,
}: {
  readonly section: MenuSection;
  readonly columns: number;
  /** A section of the first screen: drawn in the first render, without waiting to be seen near (issue 17). */
  readonly drawnAtOnce?: boolean;
  readonly children: (estimatedHeight: number) => ReactNode;
}) {
  const [near, setNear] = useState(drawnAtOnce);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    // Not in a transition: sections passed during a fast scroll would pile up and commit together in one
    // long task (measured: over a second on a slowed-down desktop).
    return watchNear(element, lazyLoadingMarginPx(CARD_HEIGHT_PX), () => setNear(true));
  }, [near]);
  const height = estimatedSectionHeight(section, columns);
  if (near) return <>{children(height)}</>;
  return <div ref={placeholder} id={`category-${section.id}`} data-section-id={section.id} className="menu-section menu-section--pending" style={{ minHeight: height }} aria-hidden="true" />;
}

/** About how tall a section is drawn: its title and its rows of cards. */
export function estimatedSectionHeight(section: Pick<MenuSection, 'productCount'>, columns: number): number {
  return 64 + Math.ceil(section.productCount / columns) * (CARD_HEIGHT_PX + 12);
}

/** The columns of the product grid at this width (menu.css: 1, 2 from 720 px, 3 from 1100 px). */
export function gridColumns(viewportWidth: number): number {
  return viewportWidth >= 1100 ? 3 : viewportWidth >= 720 ? 2 : 1;
}
