/**
 * browsing 2.3 and 3 (config mobile and desktop layout): how the menu shows its categories. The
 * establishment chooses one layout for desktops and one for phones; the viewport width picks which.
 */
export const DESKTOP_MENU_LAYOUTS = ['infinite_scroll', 'horizontal_scroll', 'drawers', 'header_menu'] as const;
export const MOBILE_MENU_LAYOUTS = ['horizontal_scroll', 'drawers', 'infinite_scroll'] as const;
export type DesktopMenuLayout = (typeof DESKTOP_MENU_LAYOUTS)[number];
export type MobileMenuLayout = (typeof MOBILE_MENU_LAYOUTS)[number];
export type MenuLayoutName = DesktopMenuLayout | MobileMenuLayout;

/** browsing 2.3: desktop default header menu, mobile default infinite scroll. */
export const DEFAULT_DESKTOP_MENU_LAYOUT: DesktopMenuLayout = 'header_menu';
export const DEFAULT_MOBILE_MENU_LAYOUT: MobileMenuLayout = 'infinite_scroll';

/** browsing 9: mobile breakpoint 767 px (a viewport of 767 px or less is a phone). */
export const MOBILE_BREAKPOINT_PX = 767;

export interface MenuLayoutConfig {
  readonly desktop_layout: DesktopMenuLayout;
  readonly mobile_layout: MobileMenuLayout;
  readonly drawers_closeByDefault: boolean;
  /** browsing 2.3 notes: desktop with a sub-category side navigation. */
  readonly desktop_subcategory_side_nav: boolean;
}

export interface MenuLayout {
  readonly name: MenuLayoutName;
  readonly device: 'mobile' | 'desktop';
  /** Header menu shows one top-level category at a time; every other layout shows the whole menu. */
  readonly scope: 'selected-category' | 'whole-menu';
  /** How one category's products are shown. */
  readonly sections: 'list' | 'row' | 'drawer';
  /** Drawers start collapsed when drawers_closeByDefault (browsing 2.3). */
  readonly drawersOpenAtFirst: boolean;
  /** The sticky navigation: one row of chips on a phone (issue 6), a category bar plus chips or a side list on a desktop. */
  readonly navigation: 'one-row' | 'bar-and-chips' | 'bar-and-side-list';
}

export const isMobileWidth = (viewportWidth: number): boolean => viewportWidth <= MOBILE_BREAKPOINT_PX;

/** browsing 2.3: the layout for this viewport width, from the establishment's config. */
export function chooseMenuLayout(config: MenuLayoutConfig, viewportWidth: number): MenuLayout {
  const device = isMobileWidth(viewportWidth) ? 'mobile' : 'desktop';
  const name: MenuLayoutName = device === 'mobile' ? config.mobile_layout : config.desktop_layout;
  const scope = name === 'header_menu' ? 'selected-category' : 'whole-menu';
  const sections = name === 'horizontal_scroll' ? 'row' : name === 'drawers' ? 'drawer' : 'list';
  const navigation = device === 'mobile' ? 'one-row' : config.desktop_subcategory_side_nav ? 'bar-and-side-list' : 'bar-and-chips';
  return { name, device, scope, sections, drawersOpenAtFirst: !config.drawers_closeByDefault, navigation };
}
