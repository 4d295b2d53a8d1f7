import type { MenuSection } from '../menu-view-model';
import type { SectionContext } from '../menu-section';

/** What every layout receives: the sections to show and how to draw one. */
export interface LayoutProps {
  readonly sections: readonly MenuSection[];
  readonly context: SectionContext;
  /** Draws one section (lazily on a long menu); the layout decides where and around what. */
  readonly renderSection: (section: MenuSection, options?: { readonly hideTitle?: boolean }) => React.ReactNode;
  /** Drawers: which top-level categories are open, and the tap that opens or closes one. */
  readonly isDrawerOpen: (topId: number) => boolean;
  readonly toggleDrawer: (topId: number) => void;
  /** browsing 2.3: the banner under each category, when the banner layout asks for it. */
  readonly afterCategory: ((topId: number) => React.ReactNode) | null;
}

/** The sections grouped by top-level category, in the menu's order. */
export function byTopCategory(sections: readonly MenuSection[]): { readonly top: MenuSection; readonly sections: readonly MenuSection[] }[] {
  const groups: { top: MenuSection; sections: MenuSection[] }[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (last && last.top.id === section.topId) last.sections.push(section);
    else groups.push({ top: section, sections: [section] });
  }
  return groups;
}
