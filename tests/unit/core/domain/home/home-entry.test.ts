import { describe, expect, it } from 'vitest';
import type { HomeVisit } from '../../../../../core/domain/home/home-entry';
import { homeEntry } from '../../../../../core/domain/home/home-entry';

const plain = { cc_home_page: true, forced_home_category: null, is_room_directory: false, is_linker: false };
const fromRoom: HomeVisit = { appType: 'hotel_room', firstNavigation: true };
const fromWeb: HomeVisit = { appType: 'web', firstNavigation: true };

describe('home entry (browsing 2.2, on load)', () => {
  it('an establishment with a home page shows it', () => {
    expect(homeEntry(plain)).toEqual({ kind: 'home' });
  });

  it('no home page configured: to /menu/0', () => {
    expect(homeEntry({ ...plain, cc_home_page: false })).toEqual({ kind: 'menu', categoryId: 0 });
  });

  it('a forced home category (the spec\u2019s "always sent to /menu/6600", as a setting) wins, home page or not', () => {
    expect(homeEntry({ ...plain, forced_home_category: 6600 })).toEqual({ kind: 'menu', categoryId: 6600 });
    expect(homeEntry({ ...plain, cc_home_page: false, forced_home_category: 6600 })).toEqual({ kind: 'menu', categoryId: 6600 });
  });
});

describe('browsing 2.2: room directory and linker redirections', () => {
  const directory = { ...plain, cc_home_page: false, is_room_directory: true };
  const linker = { ...plain, cc_home_page: false, is_linker: true };

  it('a room directory, first navigation from a hotel room: to the room directory', () => {
    expect(homeEntry(directory, fromRoom)).toEqual({ kind: 'room-directory' });
  });

  it('a room directory wins over a forced home category', () => {
    expect(homeEntry({ ...directory, forced_home_category: 6600 }, fromRoom)).toEqual({ kind: 'room-directory' });
  });

  it('a room directory once already redirected (no first-navigation flag): the usual entry', () => {
    expect(homeEntry(directory, { appType: 'hotel_room', firstNavigation: false })).toEqual({ kind: 'menu', categoryId: 0 });
  });

  it('a room directory visited from the web (not a hotel room): the usual entry', () => {
    expect(homeEntry(directory, fromWeb)).toEqual({ kind: 'menu', categoryId: 0 });
  });

  it('a linker, first navigation not from a hotel room: to the linker', () => {
    expect(homeEntry(linker, fromWeb)).toEqual({ kind: 'linker' });
  });

  it('a linker from a hotel room: the usual entry', () => {
    expect(homeEntry(linker, fromRoom)).toEqual({ kind: 'menu', categoryId: 0 });
  });

  it('a linker once already redirected: the usual entry', () => {
    expect(homeEntry(linker, { appType: 'web', firstNavigation: false })).toEqual({ kind: 'menu', categoryId: 0 });
  });

  it('both flags: a hotel room goes to the directory, the web to the linker', () => {
    const both = { ...plain, is_room_directory: true, is_linker: true };
    expect(homeEntry(both, fromRoom)).toEqual({ kind: 'room-directory' });
    expect(homeEntry(both, fromWeb)).toEqual({ kind: 'linker' });
  });

  it('without the visit (the features\u2019 plain visit): no redirection', () => {
    expect(homeEntry(directory)).toEqual({ kind: 'menu', categoryId: 0 });
    expect(homeEntry(linker)).toEqual({ kind: 'menu', categoryId: 0 });
  });
});

describe('browsing 2.1 and 2.4: a group of restaurants', () => {
  it('goes to its multi-establishment home, whatever its other settings', () => {
    const group = { title: '', sub_title: '', question: '', tuto_title: '', tuto_steps: [], positionChildRandom: false, childrens: [] };
    expect(homeEntry({ ...plain, multi_establishment: group })).toEqual({ kind: 'multi-establishment' });
    expect(homeEntry({ ...plain, forced_home_category: 6600, multi_establishment: group })).toEqual({ kind: 'multi-establishment' });
    expect(homeEntry({ ...plain, multi_establishment: null })).toEqual({ kind: 'home' });
  });
});
