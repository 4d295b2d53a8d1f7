import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesMenuSearch } from '../../../../../core/domain/catalogue/menu-search';

const creme = { name: { fr: 'Crème brûlée', en: 'Crème brûlée' }, description: { fr: 'Vanille de Madagascar', en: 'Madagascar vanilla' } };
const burger = { name: { fr: 'Burger du Comptoir', en: 'Comptoir burger' }, description: 'Bœuf, cheddar' };

describe('issue 6: a search over the menu', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('  Crème   BRÛLÉE ')).toBe('creme brulee');
  });

  it('finds by name, accents and case aside', () => {
    expect(matchesMenuSearch(creme, 'creme brulee', 'fr')).toBe(true);
    expect(matchesMenuSearch(creme, 'BRÛL', 'fr')).toBe(true);
  });

  it('finds by description, in the current language only', () => {
    expect(matchesMenuSearch(creme, 'vanille', 'fr')).toBe(true);
    expect(matchesMenuSearch(creme, 'vanille', 'en')).toBe(false);
    expect(matchesMenuSearch(creme, 'vanilla', 'en')).toBe(true);
  });

  it('every word must be found, in any order', () => {
    expect(matchesMenuSearch(burger, 'cheddar burger', 'fr')).toBe(true);
    expect(matchesMenuSearch(burger, 'cheddar poulet', 'fr')).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(matchesMenuSearch(burger, '   ', 'fr')).toBe(true);
  });
});
