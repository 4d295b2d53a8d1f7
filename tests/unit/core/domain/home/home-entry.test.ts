import { describe, expect, it } from 'vitest';
import { homeEntry } from '../../../../../core/domain/home/home-entry';

describe('home entry (browsing 2.2, on load)', () => {
  it('an establishment with a home page shows it', () => {
    expect(homeEntry({ cc_home_page: true, forced_home_category: null })).toEqual({ kind: 'home' });
  });

  it('no home page configured: to /menu/0', () => {
    expect(homeEntry({ cc_home_page: false, forced_home_category: null })).toEqual({ kind: 'menu', categoryId: 0 });
  });

  it('a forced home category (the spec\u2019s "always sent to /menu/6600", as a setting) wins, home page or not', () => {
    expect(homeEntry({ cc_home_page: true, forced_home_category: 6600 })).toEqual({ kind: 'menu', categoryId: 6600 });
    expect(homeEntry({ cc_home_page: false, forced_home_category: 6600 })).toEqual({ kind: 'menu', categoryId: 6600 });
  });
});
