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

/** The address is anyone's to write: a list in it is read up to this many ids. */
const MAX_IDS_IN_ADDRESS = 100;
const ENTITY_KEYS = ['quantityIds', 'productIds', 'optionItemIds'] as const;

/** Ids written `1,2,3`: the positive whole numbers among them, each once, at most MAX_IDS_IN_ADDRESS. */
export function idListFromAddress(raw: string | null): number[] {
  const ids = (raw ?? '').split(',').filter((part) => /^\d{1,15}$/.test(part)).map(Number).filter((id) => id > 0 && Number.isSafeInteger(id));
  return [...new Set(ids)].slice(0, MAX_IDS_IN_ADDRESS);
}

/**
 * browsing 2.8 (issue 19): the entities written in the page's address, so that a reload, a restored tab
 * or the address opened again shows the same page (the router's state alone is lost with the tab).
 */
export function outOfStockEntitiesFromAddress(search: URLSearchParams): OutOfStockEntities | null {
  const [quantityIds, productIds, optionItemIds] = ENTITY_KEYS.map((key) => idListFromAddress(search.get(key))) as [number[], number[], number[]];
  return quantityIds.length + productIds.length + optionItemIds.length > 0 ? { quantityIds, productIds, optionItemIds } : null;
}

/** The query that writes the entities in the address (its non-empty lists only). */
export function outOfStockAddressQuery(entities: OutOfStockEntities): string {
  const query = ENTITY_KEYS.filter((key) => entities[key].length > 0).map((key) => `${key}=${entities[key].slice(0, MAX_IDS_IN_ADDRESS).join(',')}`);
  return `?${query.join('&')}`;
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
