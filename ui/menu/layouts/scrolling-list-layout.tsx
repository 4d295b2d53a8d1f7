import { Fragment } from 'react';
import type { LayoutProps } from './layout-props';
import { byTopCategory } from './layout-props';

/**
 * browsing 2.3: infinite scroll (the whole menu, one section after another) and the header menu (the
 * same, for the one category chosen in the header's bar). Horizontal scroll is this list with each
 * section's products in a sideways row (SectionContext.row).
 */
export function ScrollingListLayout({ sections, renderSection, afterCategory }: LayoutProps) {
  return (
    <>
      {byTopCategory(sections).map((group) => (
        <Fragment key={group.top.id}>
          {group.sections.map((section) => renderSection(section))}
          {afterCategory?.(group.top.id)}
        </Fragment>
      ))}
    </>
  );
}
