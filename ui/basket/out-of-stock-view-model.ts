import { makeAutoObservable } from 'mobx';
import { basketLinesHitByOutOfStock } from '../../core/domain/basket/out-of-stock-lines';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { OutOfStockEntities } from '../../core/domain/order/order-rejection';
import type { Lifecycle } from '../container/use-view-model';
import type { BasketViewModel } from '../session/basket-view-model';

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));

/**
 * browsing 2.8: the entities come in the router's state, which survives a reload and can be anything;
 * they are read without trusting them. Null when there are none to show.
 */
export function readOutOfStockEntities(routerState: unknown): OutOfStockEntities | null {
  const entities = (routerState as { entities?: Partial<Record<keyof OutOfStockEntities, unknown>> } | null)?.entities;
  if (!entities) return null;
  const read = (value: unknown) => (isIdList(value) ? value : []);
  const result = { quantityIds: read(entities.quantityIds), productIds: read(entities.productIds), optionItemIds: read(entities.optionItemIds) };
  return result.quantityIds.length + result.productIds.length + result.optionItemIds.length > 0 ? result : null;
}

/**
 * browsing 2.8: lists the products that are no longer available and takes them out of the basket
 * (RemoveFromBasket, through the basket view model).
 */
export class OutOfStockViewModel implements Lifecycle {
  constructor(
    private readonly entities: OutOfStockEntities,
    private readonly catalogue: Catalogue,
    private readonly basket: Pick<BasketViewModel, 'basket' | 'removeLines'>,
  ) {
    makeAutoObservable<OutOfStockViewModel, 'entities' | 'catalogue' | 'basket'>(
      this,
      { entities: false, catalogue: false, basket: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    this.removeFromBasket();
    return () => undefined;
  }

  /** The names of the products and option items the platform said are out of stock. */
  get unavailableNames(): LocalizedText[] {
    const productIds = [...new Set([...this.entities.productIds, ...this.entities.quantityIds])];
    const products = productIds.flatMap((id): LocalizedText[] => {
      const name = findProduct(this.catalogue, id)?.name ?? this.basketName(id);
      return name !== undefined ? [name] : [];
    });
    const allItems = this.catalogue.options.flatMap((option) => option.product_option_items);
    const items = this.entities.optionItemIds.flatMap((id): LocalizedText[] => {
      const item = allItems.find((candidate) => candidate.id === id);
      return item ? [item.name] : [];
    });
    return [...products, ...items];
  }

  /** Idempotent: a second call finds nothing left to remove. */
  removeFromBasket(): void {
    const hit = basketLinesHitByOutOfStock(this.basket.basket, this.entities);
    this.basket.removeLines(hit.map((entry) => entry.key));
  }

  private basketName(productId: number): LocalizedText | undefined {
    return this.basket.basket.basketProducts.find((entry) => entry.product.id === productId)?.product.name;
  }
}
