import { describe, expect, it } from 'vitest';
import { MenuViewModel } from '../../../../ui/menu/menu-view-model';
import { estimatedSectionHeight } from '../../../../ui/menu/lazy-section';
import { demoSession } from '../fixtures/demo-session';

// Issue 17 (long tasks): a section's cards are made when it is drawn, not when the menu's sections are listed.
describe('MenuViewModel: the cards of a section are made on demand', () => {
  it('lists the sections with their product counts without making a card, then makes a section\'s cards once', async () => {
    const session = await demoSession('le-comptoir');
    // A card names its product's allergens from the catalogue's list: reads of that list count the cards made.
    let allergenReads = 0;
    const catalogue = { ...session.catalogue, get allergens() { allergenReads += 1; return session.catalogue.allergens; } };
    const menu = new MenuViewModel(session.settings, catalogue, { categoryParam: '0', subcategoryParam: null });
    const sections = menu.sections;
    expect(sections.length).toBeGreaterThan(1);
    expect(sections.some((section) => section.productCount > 0)).toBe(true);
    expect(estimatedSectionHeight(sections[0]!, 1)).toBe(64 + sections[0]!.productCount * 162);
    expect(allergenReads).toBe(0);

    const [first] = sections.filter((section) => section.productCount > 0);
    const cards = first!.products;
    expect(cards).toHaveLength(first!.productCount);
    expect(allergenReads).toBeGreaterThan(0);
    const readsForOneSection = allergenReads;
    expect(first!.products).toBe(cards);
    expect(allergenReads).toBe(readsForOneSection);
  });

  it('a filtered section counts what the allergen filter leaves, and its cards are those', async () => {
    const session = await demoSession('le-comptoir');
    const menu = new MenuViewModel(session.settings, session.catalogue, { categoryParam: '0', subcategoryParam: null });
    const before = menu.sections.reduce((sum, section) => sum + section.productCount, 0);
    menu.toggleAllergen(1);
    const after = menu.sections;
    expect(after.reduce((sum, section) => sum + section.productCount, 0)).toBeLessThan(before);
    for (const section of after) expect(section.products).toHaveLength(section.productCount);
  });
});
