import type { Allergen, Catalogue, Product } from './catalogue';

/** browsing 3: the allergens a product names (allergen_ids), in its order; ids the catalogue lacks are skipped. */
export function productAllergens(catalogue: Catalogue, product: Product): Allergen[] {
  return product.allergen_ids.flatMap((id) => {
    const allergen = catalogue.allergens.find((candidate) => candidate.id === id);
    return allergen ? [allergen] : [];
  });
}
