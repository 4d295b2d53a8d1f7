import { makeAutoObservable, runInAction } from 'mobx';
import type { Basket, BasketEntry } from '../../core/domain/basket/basket';
import { reconcileBasket } from '../../core/domain/basket/basket-reconciliation';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { Result } from '../../core/domain/result';

export interface UnavailableProductsDeps {
  /** The restaurant's menu as it is now (LoadCatalogue). */
  readonly loadCatalogue: () => Promise<Result<Catalogue, unknown>>;
  /** unavailableLineKeys: issue 20.3, the lines the live stock flags (BasketViewModel). */
  readonly basket: { readonly basket: Basket; readonly unavailableLineKeys: ReadonlySet<string>; removeLines(keys: readonly string[]): void };
  readonly goToBasket: () => void;
}

/**
 * checkout 2: the products-no-longer-available popup. When the checkout opens, the menu is read again: a
 * product sold out, withdrawn or changed since the basket was filled is listed; close and show cart both
 * take them out of the basket and go to the basket. A menu that cannot be read is no reason to stop the
 * checkout: the platform checks the order anyway (checkout 8: stock error).
 */
export class UnavailableProductsViewModel {
  removed: readonly BasketEntry[] = [];

  constructor(private readonly deps: UnavailableProductsDeps) {
    makeAutoObservable<UnavailableProductsViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.removed.length > 0;
  }

  /** Lifecycle: the menu is read again once the checkout shows; an answer after it has gone is ignored. */
  start(): () => void {
    let stopped = false;
    void this.check(() => stopped);
    return () => {
      stopped = true;
    };
  }

  async check(stopped: () => boolean = () => false): Promise<void> {
    const catalogue = await this.deps.loadCatalogue();
    if (!catalogue.ok || stopped()) return;
    const { removed } = reconcileBasket(this.deps.basket.basket, catalogue.value);
    runInAction(() => {
      this.removed = removed;
    });
  }

  /**
   * Issue 20.3: a submit with lines the platform said sold out meanwhile (flagged live) is held back before any
   * request: the same popup lists them, as for a product gone when the checkout opened. True when it held it back.
   */
  holdBackSoldOut(): boolean {
    const flagged = this.deps.basket.unavailableLineKeys;
    if (flagged.size === 0) return false;
    this.removed = this.deps.basket.basket.basketProducts.filter((entry) => flagged.has(entry.key));
    return true;
  }

  /** checkout 2: both buttons remove the products from the basket and go to the basket. */
  confirm(): void {
    this.deps.basket.removeLines(this.removed.map((entry) => entry.key));
    this.removed = [];
    this.deps.goToBasket();
  }
}
