import { describe, expect, it } from 'vitest';
import { MenuViewModel } from '../../../../ui/menu/menu-view-model';
import { demoSession } from '../fixtures/demo-session';

async function menuZeroAt(restaurantId: string) {
  const session = await demoSession(restaurantId);
  return { session, menu: new MenuViewModel(session.settings, session.catalogue, { categoryParam: '0', subcategoryParam: null }) };
}

describe('/menu/0 (browsing 2.3: "category id 0 means the home")', () => {
  it('browsing 2.3: at an establishment with a home page (cc_home_page), /menu/0 goes to its home', async () => {
    const { session, menu } = await menuZeroAt('cafe-lumiere');
    expect(session.settings.cc_home_page).toBe(true);
    expect(menu.page).toEqual({ kind: 'redirect', to: '/cafe-lumiere' });
  });

  it('browsing 2.3: without a home page, /menu/0 still shows the first non-empty category', async () => {
    const { session, menu } = await menuZeroAt('le-comptoir');
    expect(session.settings.cc_home_page).toBe(false);
    expect(menu.page.kind).toBe('category');
  });
});
