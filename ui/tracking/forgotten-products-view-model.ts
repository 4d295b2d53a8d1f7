import { makeAutoObservable, runInAction } from 'mobx';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { SuggestProducts } from '../../core/use-cases/suggestions/suggest-products';
import type { OrderingSession } from '../session/restaurant-view-model';
import type { Lifecycle } from '../container/use-view-model';
import { productCardView } from '../menu/product-card-view';
import type { ProductCardView } from '../menu/product-card-view';

/**
 * checkout 2, room and scan variant: 'did you forget' proposes up to 5 products that go with the order
 * (browsing 5, asked with the order's products). Nothing to propose, or no answer: the block is left out;
 * a suggestion never stands in the way of following the order.
 */
export class ForgottenProductsViewModel implements Lifecycle {
  cards: readonly ProductCardView[] = [];
  private started = false;

  constructor(
    private readonly session: OrderingSession,
    private readonly orderedProductIds: readonly number[],
    private readonly suggestProducts: Pick<SuggestProducts, 'execute'>,
  ) {
    makeAutoObservable<ForgottenProductsViewModel, 'session' | 'orderedProductIds' | 'suggestProducts' | 'started'>(
      this,
      { session: false, orderedProductIds: false, suggestProducts: false, started: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    if (!this.started) {
      this.started = true;
      void this.load();
    }
    return () => undefined;
  }

  /** What the customer added since: the way to order it. */
  get basketCount(): number {
    return this.session.basket.itemCount;
  }

  private async load(): Promise<void> {
    const { settings, catalogue } = this.session;
    const result = await this.suggestProducts.execute({ restaurantId: settings.id, catalogue, productIds: this.orderedProductIds, current: null });
    if (!result.ok) return;
    const cards = result.value.flatMap((id) => {
      const product = findProduct(catalogue, id);
      return product ? [productCardView(catalogue, product)] : [];
    });
    runInAction(() => {
      this.cards = cards;
    });
  }
}
