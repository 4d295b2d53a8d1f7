import type { ComponentType } from 'react';
import type { MenuLayoutName } from '../../../core/domain/catalogue/menu-layout';
import { DrawersLayout } from './drawers-layout';
import type { LayoutProps } from './layout-props';
import { ScrollingListLayout } from './scrolling-list-layout';

/** browsing 2.3: the component that lays out the sections, for each layout an establishment may choose. */
export const MENU_LAYOUTS: Readonly<Record<MenuLayoutName, ComponentType<LayoutProps>>> = {
  infinite_scroll: ScrollingListLayout,
  header_menu: ScrollingListLayout,
  horizontal_scroll: ScrollingListLayout,
  drawers: DrawersLayout,
};
