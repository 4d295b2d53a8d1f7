import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { PresenterProblem, PresenterQuery, PresenterScreen } from '../../domain/presenter/presenter-screen';
import { presenterScreen } from '../../domain/presenter/presenter-screen';
import { readPresenterSettings } from '../../domain/presenter/presenter-settings-reader';
import type { RestaurantId, RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { LoadFailure } from '../load-failure';

/** What the presenter reads: the same settings and catalogue as the menu (LoadRestaurant, LoadCatalogue). */
export interface PresenterSources {
  loadSettings(restaurantId: RestaurantId): Promise<Result<RestaurantSettings, LoadFailure>>;
  loadCatalogue(restaurantId: RestaurantId): Promise<Result<Catalogue, LoadFailure>>;
}

export type PresenterFailure = PresenterProblem | { readonly kind: 'load'; readonly failure: LoadFailure };

/**
 * accounts 2: the presenter screen of an ice-cream shop, read afresh each time (the screen runs unattended
 * and calls it again to follow the shop's changes of prices and flavours).
 */
export class LoadPresenterScreen {
  constructor(private readonly sources: PresenterSources) {}

  async execute(restaurantId: RestaurantId, query: PresenterQuery, interfaceLanguage: string): Promise<Result<PresenterScreen, PresenterFailure>> {
    const [settings, catalogue] = await Promise.all([this.sources.loadSettings(restaurantId), this.sources.loadCatalogue(restaurantId)]);
    if (!settings.ok) return fail({ kind: 'load', failure: settings.error });
    if (!catalogue.ok) return fail({ kind: 'load', failure: catalogue.error });
    const screen = presenterScreen(readPresenterSettings(settings.value.presenter), catalogue.value, query, interfaceLanguage);
    return screen.ok ? ok(screen.value) : fail(screen.error);
  }
}
