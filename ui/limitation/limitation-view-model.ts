import { makeAutoObservable } from 'mobx';
import { basketLinesHitByLimitation, limitedCategories } from '../../core/domain/basket/limitation-lines';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { limitationTitleKey } from '../../core/domain/order/limitation-title';
import type { LimitationEntities, OrderErrorCode } from '../../core/domain/order/order-rejection';
import { ORDER_ERROR_CODES } from '../../core/domain/order/order-rejection';
import type { Lifecycle } from '../container/use-view-model';
import type { BasketViewModel } from '../session/basket-view-model';

/** browsing 2.7 and 8: the title of the page by the route's type; null for a type that is no limitation. */
export function limitationPageTitle(type: string | undefined): string | null {
  const code = ORDER_ERROR_CODES.find((candidate) => candidate === type);
  return code ? limitationTitleKey(code as OrderErrorCode) : null;
}

/**
 * browsing 2.7: lists the limited categories and the products the limitation takes out of the basket, and
 * takes them out (RemoveFromBasket, through the basket view model) when the page opens.
 */
export class LimitationViewModel implements Lifecycle {
  /** The names of the lines taken out, kept to be shown once they have left the basket. */
  removedNames: LocalizedText[] = [];

  constructor(
    private readonly entities: LimitationEntities,
    private readonly catalogue: Catalogue,
    private readonly basket: Pick<BasketViewModel, 'basket' | 'removeLines'>,
  ) {
    makeAutoObservable<LimitationViewModel, 'entities' | 'catalogue' | 'basket'>(this, { entities: false, catalogue: false, basket: false }, { autoBind: true });
  }

  start(): () => void {
    this.removeFromBasket();
    return () => undefined;
  }

  get categoryNames(): LocalizedText[] {
    return limitedCategories(this.catalogue, this.entities).map((category) => category.name);
  }

  /** The products named by the platform: those taken out of the basket, else as the menu names them. */
  get productNames(): LocalizedText[] {
    if (this.removedNames.length > 0) return this.removedNames;
    return (this.entities.productIds ?? []).flatMap((id): LocalizedText[] => {
      const product = findProduct(this.catalogue, id);
      return product ? [product.name] : [];
    });
  }

  /** Idempotent: a second call finds nothing left to remove and keeps the names of the first. */
  removeFromBasket(): void {
    const hit = basketLinesHitByLimitation(this.basket.basket, this.entities);
    if (hit.length === 0) return;
    this.removedNames = hit.map((entry) => entry.product.name);
    this.basket.removeLines(hit.map((entry) => entry.key));
  }
}
