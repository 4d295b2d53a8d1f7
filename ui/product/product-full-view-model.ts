import type { Catalogue, Product } from '../../core/domain/catalogue/catalogue';
import { findProduct, sortByPosition } from '../../core/domain/catalogue/menu-navigation';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import type { ProductAvailability } from '../../core/domain/catalogue/product-availability';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import type { Formula } from '../../core/domain/formula/formula';
import type { Cents } from '../../core/domain/money/money';
import type { LocalizedText } from '../../core/domain/locale/localized-text';

/** browsing 3: a formula step and the products it offers, with their supplement. */
export interface FormulaStepView {
  readonly id: number;
  readonly name: LocalizedText;
  readonly choices: readonly { readonly productId: number; readonly name: LocalizedText; readonly supplement: Cents }[];
}

export interface FormulaView {
  readonly steps: readonly FormulaStepView[];
  /** browsing 3: the priced combinations of steps (menu_prices). */
  readonly prices: readonly { readonly id: number; readonly name: LocalizedText; readonly price: Cents }[];
}

/**
 * The full view of a product (browsing 2.1: productFullView): what it is and whether it can be ordered.
 * For a formula it lists its steps and price choices; it is ordered in its builder (formulaDetails).
 */
export class ProductFullViewModel {
  constructor(
    readonly product: Product,
    private readonly catalogue: Catalogue,
  ) {}

  static forProduct(productId: number, catalogue: Catalogue): ProductFullViewModel | null {
    const product = findProduct(catalogue, productId);
    return product && product.visible ? new ProductFullViewModel(product, catalogue) : null;
  }

  get availability(): ProductAvailability {
    return productAvailability(this.product);
  }

  get allergens(): LocalizedText[] {
    return productAllergens(this.catalogue, this.product).map((allergen) => allergen.name);
  }

  /** A product or a formula that can be ordered offers to compose it (a formula in its builder, browsing 4). */
  get canCompose(): boolean {
    return this.availability === 'orderable';
  }

  get formula(): FormulaView | null {
    if (this.product.type !== 'menu') return null;
    const formula: Formula | undefined = this.catalogue.formulas.find((candidate) => candidate.id === this.product.id);
    if (!formula) return null;
    const steps = sortByPosition(formula.menu_choice).map((step) => ({
      id: step.id,
      name: step.name,
      // browsing 4: invisible menu contents and unavailable products are hidden.
      choices: sortByPosition(step.menu_contents.filter((content) => content.visible)).flatMap((content) => {
        const product = findProduct(this.catalogue, content.product_id);
        return product && productAvailability(product) === 'orderable' ? [{ productId: product.id, name: product.name, supplement: content.price }] : [];
      }),
    }));
    return { steps, prices: formula.menu_prices.map((price) => ({ id: price.id, name: price.name, price: price.price })) };
  }
}
