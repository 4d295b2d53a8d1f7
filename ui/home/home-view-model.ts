import { makeAutoObservable, runInAction } from 'mobx';
import type { Catalogue, Category, Product } from '../../core/domain/catalogue/catalogue';
import { menuCategories } from '../../core/domain/catalogue/menu-navigation';
import type { HomeSelections } from '../../core/domain/home/home-selections';
import { homeSelections } from '../../core/domain/home/home-selections';
import type { MenuMatch } from '../../core/domain/home/menu-matching';
import { findMenuMatch, menuMatchSignature } from '../../core/domain/home/menu-matching';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { RandomSource } from '../../core/ports/random-source';
import type { LoadBestSellers } from '../../core/use-cases/home/load-best-sellers';
import type { WelcomeMessage } from '../../core/use-cases/home/welcome-message';
import type { BasketViewModel } from '../session/basket-view-model';
import type { ProductCardView } from '../menu/product-card-view';
import type { Lifecycle } from '../container/use-view-model';
import { productCardView } from '../menu/product-card-view';

export interface HomeUseCases {
  readonly loadBestSellers: Pick<LoadBestSellers, 'execute'>;
  readonly welcomeMessage: Pick<WelcomeMessage, 'isDue' | 'dismiss'>;
  readonly random: RandomSource;
}

/** The blocks of the home as cards (browsing 2.2), in the order the page shows them. */
export interface HomeBlocks {
  readonly suggested: readonly ProductCardView[];
  readonly mostOrdered: { readonly toEat: readonly ProductCardView[]; readonly toDrink: readonly ProductCardView[] };
  readonly tempting: readonly ProductCardView[];
  readonly best: readonly ProductCardView[];
}

/**
 * The home (browsing 2.2): the welcome dialog once, the horizontal category menu, the blocks of
 * products, and the menu-matching modal when the basket's dishes would make a cheaper formula.
 */
export class HomeViewModel implements Lifecycle {
  /** Null until the best sellers have answered (or failed: the blocks then show without them). */
  blocks: HomeBlocks | null = null;
  welcomeOpen: boolean;
  /** Proposals declined in this visit (an observable set: declining one hides the modal). */
  private readonly declinedMatches = new Set<string>();
  private started = false;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly catalogue: Catalogue,
    private readonly basket: Pick<BasketViewModel, 'basket'>,
    private readonly useCases: HomeUseCases,
  ) {
    this.welcomeOpen = useCases.welcomeMessage.isDue(settings.id);
    makeAutoObservable<HomeViewModel, 'settings' | 'catalogue' | 'basket' | 'useCases' | 'started'>(
      this,
      { settings: false, catalogue: false, basket: false, useCases: false, started: false },
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

  /** browsing 2.2: the horizontal category menu. */
  get categories(): Category[] {
    return menuCategories(this.catalogue);
  }

  /** "Let's go": the welcome dialog does not show again for this restaurant on this device. */
  dismissWelcome(): void {
    this.useCases.welcomeMessage.dismiss(this.settings.id);
    this.welcomeOpen = false;
  }

  /**
   * browsing 2.2 (config.hasMenuMatching): the formula the basket's dishes would make for less, unless
   * the customer declined that very proposal, or the welcome dialog is still open.
   */
  get menuMatch(): MenuMatch | null {
    if (!this.settings.config.hasMenuMatching || this.welcomeOpen) return null;
    const match = findMenuMatch(this.catalogue, this.basket.basket.basketProducts);
    if (!match || this.declinedMatches.has(menuMatchSignature(match))) return null;
    return match;
  }

  declineMenuMatch(): void {
    const match = this.menuMatch;
    if (match) this.declinedMatches.add(menuMatchSignature(match));
  }

  /** The names of the dishes a match takes, in the order of the formula's steps. */
  matchedDishes(match: MenuMatch): Product[] {
    return match.lines.flatMap((line) => this.catalogue.products.filter((product) => product.id === line.productId));
  }

  private async load(): Promise<void> {
    const bestSellers = await this.useCases.loadBestSellers.execute(this.settings.id);
    // browsing 8: a failed fetch is only logged by the platform client; the other blocks still show.
    const selections = homeSelections(this.catalogue, bestSellers.ok ? bestSellers.value : [], this.useCases.random);
    runInAction(() => {
      this.blocks = this.cards(selections);
    });
  }

  private cards(selections: HomeSelections): HomeBlocks {
    // browsing 2.1: the same overlays as the menu, as child routes of the home.
    const card = (product: Product) => productCardView(this.catalogue, product);
    return {
      suggested: selections.suggested.map(card),
      mostOrdered: { toEat: selections.mostOrdered.toEat.map(card), toDrink: selections.mostOrdered.toDrink.map(card) },
      tempting: selections.tempting.map(card),
      best: selections.best.map(card),
    };
  }
}
