import { makeAutoObservable, runInAction } from 'mobx';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { SuggestProducts } from '../../core/use-cases/suggestions/suggest-products';
import type { Loadable } from '../async/loadable';
import { LOADING } from '../async/loadable';
import type { Navigate } from '../routing/restaurant-paths';
import { paths } from '../routing/restaurant-paths';
import type { OrderingSession, RestaurantViewModel } from '../session/restaurant-view-model';
import type { Lifecycle } from '../container/use-view-model';
import { productCardView } from '../menu/product-card-view';
import type { ProductCardView } from '../menu/product-card-view';

export interface SuggestionsDeps {
  readonly suggestProducts: Pick<SuggestProducts, 'execute'>;
  /** Where this visit keeps the suggestions shown last (browsing 5: not shown twice). */
  readonly memory: Pick<RestaurantViewModel, 'shownSuggestions' | 'rememberSuggestions'>;
  readonly navigate: Navigate;
  /** Where validation is: its page, or (checkout 2, ours config.checkout_in_drawer on a wide screen) the hub in a drawer over the menu. */
  readonly checkoutPath?: string;
}

/**
 * browsing 2.6: "about your selection, we propose" up to 5 products (browsing 5), then Next to
 * validation. With nothing to propose, or when the platform cannot answer, straight to validation: a
 * suggestion must never stand between a customer and their order.
 */
export class SuggestionsViewModel implements Lifecycle {
  suggestions: Loadable<readonly ProductCardView[]> = LOADING;
  private started = false;

  constructor(
    private readonly session: OrderingSession,
    private readonly deps: SuggestionsDeps,
  ) {
    makeAutoObservable<SuggestionsViewModel, 'session' | 'deps' | 'started'>(this, { session: false, deps: false, started: false }, { autoBind: true });
  }

  start(): () => void {
    if (!this.started) {
      this.started = true;
      void this.load();
    }
    return () => undefined;
  }

  private get checkoutPath(): string {
    return this.deps.checkoutPath ?? paths.checkout(this.session.settings.id);
  }

  /** Next: to validation (checkout 2). */
  next(): void {
    this.deps.navigate(this.checkoutPath);
  }

  private async load(): Promise<void> {
    const { settings, catalogue, basket } = this.session;
    const result = await this.deps.suggestProducts.execute({
      restaurantId: settings.id,
      catalogue,
      productIds: basket.basket.basketProducts.map((entry) => entry.product.id),
      current: this.deps.memory.shownSuggestions,
    });
    if (!result.ok || result.value.length === 0) {
      this.deps.navigate(this.checkoutPath, { replace: true });
      return;
    }
    this.deps.memory.rememberSuggestions(result.value);
    const cards = result.value.flatMap((id) => {
      const product = findProduct(catalogue, id);
      return product ? [productCardView(catalogue, product)] : [];
    });
    runInAction(() => {
      this.suggestions = { status: 'ready', value: cards };
    });
  }
}
