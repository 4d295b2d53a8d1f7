import { describe, expect, it } from 'vitest';
import { DirectoryHeaderViewModel } from '../../../../../ui/room-directory/v2/directory-header-view-model';
import { MobileMenuViewModel } from '../../../../../ui/room-directory/v2/mobile-menu-view-model';

describe('browsing 2.10: the v2 header collapses and expands', () => {
  it('on the home: scrolling down collapses, back to the top expands', () => {
    const header = new DirectoryHeaderViewModel(true, () => undefined);
    expect(header.collapsed).toBe(false);
    header.onScroll(120);
    expect(header.collapsed).toBe(true);
    header.onScroll(40);
    expect(header.collapsed).toBe(true);
    header.onScroll(0);
    expect(header.collapsed).toBe(false);
  });

  it('collapsed by the arrow, the top does not expand it; the arrow expands it and scrolls to the top', () => {
    let scrolledToTop = 0;
    const header = new DirectoryHeaderViewModel(true, () => (scrolledToTop += 1));
    header.toggle();
    expect(header.collapsed).toBe(true);
    header.onScroll(0);
    expect(header.collapsed).toBe(true);
    header.toggle();
    expect(header.collapsed).toBe(false);
    expect(scrolledToTop).toBe(1);
  });

  it('on another page it starts collapsed and stays so at the top', () => {
    const header = new DirectoryHeaderViewModel(false, () => undefined);
    expect(header.collapsed).toBe(true);
    header.onScroll(50);
    header.onScroll(0);
    expect(header.collapsed).toBe(true);
  });
});

describe('browsing 2.10: the mobile menu is an accordion, one item open at a time', () => {
  it('opens one item at a time, and closes (all of it) when a service is chosen', () => {
    const menu = new MobileMenuViewModel();
    menu.toggleMenu();
    menu.toggleItem(1);
    menu.toggleItem(2);
    expect(menu.openItem).toBe(2);
    menu.toggleItem(2);
    expect(menu.openItem).toBeNull();
    menu.toggleItem(1);
    menu.close();
    expect([menu.open, menu.openItem]).toEqual([false, null]);
  });
});
