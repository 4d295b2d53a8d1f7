import { describe, expect, it } from 'vitest';
import type { MenuLayoutConfig } from '../../../../../core/domain/catalogue/menu-layout';
import { chooseMenuLayout, isMobileWidth } from '../../../../../core/domain/catalogue/menu-layout';

const defaults: MenuLayoutConfig = { desktop_layout: 'header_menu', mobile_layout: 'infinite_scroll', drawers_closeByDefault: false, desktop_subcategory_side_nav: false };

describe('browsing 2.3: the menu layout chosen by the establishment config', () => {
  it('browsing 9: 767 px and less is a phone, 768 px a desktop', () => {
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it('by default a desktop shows the header menu: one category at a time, a bar and chips', () => {
    expect(chooseMenuLayout(defaults, 1280)).toEqual({
      name: 'header_menu',
      device: 'desktop',
      scope: 'selected-category',
      sections: 'list',
      drawersOpenAtFirst: true,
      navigation: 'bar-and-chips',
    });
  });

  it('by default a phone shows the whole menu in infinite scroll, under a one-row navigation', () => {
    expect(chooseMenuLayout(defaults, 375)).toMatchObject({ name: 'infinite_scroll', device: 'mobile', scope: 'whole-menu', sections: 'list', navigation: 'one-row' });
  });

  it('horizontal scroll puts each section in a row; drawers in drawers; both show the whole menu', () => {
    const config = { ...defaults, desktop_layout: 'drawers', mobile_layout: 'horizontal_scroll' } as const;
    expect(chooseMenuLayout(config, 1280)).toMatchObject({ name: 'drawers', scope: 'whole-menu', sections: 'drawer' });
    expect(chooseMenuLayout(config, 375)).toMatchObject({ name: 'horizontal_scroll', scope: 'whole-menu', sections: 'row' });
  });

  it('desktop infinite scroll is a list of the whole menu', () => {
    expect(chooseMenuLayout({ ...defaults, desktop_layout: 'infinite_scroll' }, 1280)).toMatchObject({ scope: 'whole-menu', sections: 'list' });
  });

  it('drawers start collapsed when drawers_closeByDefault', () => {
    expect(chooseMenuLayout({ ...defaults, mobile_layout: 'drawers', drawers_closeByDefault: true }, 375).drawersOpenAtFirst).toBe(false);
    expect(chooseMenuLayout({ ...defaults, mobile_layout: 'drawers' }, 375).drawersOpenAtFirst).toBe(true);
  });

  it('the sub-category side navigation is a desktop thing: a phone keeps its one row', () => {
    const config = { ...defaults, desktop_subcategory_side_nav: true };
    expect(chooseMenuLayout(config, 1280).navigation).toBe('bar-and-side-list');
    expect(chooseMenuLayout(config, 375).navigation).toBe('one-row');
  });
});
