import type { Container } from 'inversify';
import type { CatalogueGateway } from '../core/ports/catalogue-gateway';
import { CATALOGUE_GATEWAY } from '../core/ports/catalogue-gateway';
import type { GeocodingGateway } from '../core/ports/geocoding-gateway';
import { GEOCODING_GATEWAY } from '../core/ports/geocoding-gateway';

/** The store locator's use cases (browsing 2.12) for node (the CLI, the features), resolved with container.getAsync. The browser's store-locator page makes them in its own chunk (config/browser-geocoder.ts). */
export const STORE_LOCATOR_USE_CASES = {
  loadStoreLocator: Symbol.for('ordering.useCase.LoadStoreLocator'),
  suggestPlaces: Symbol.for('ordering.useCase.SuggestPlaces'),
} as const;

/** Binds the geocoder (made when first asked) and the store locator's use cases, each imported on first use. */
export function bindStoreLocator(container: Container, geocoder: () => Promise<GeocodingGateway>): void {
  container.bind(GEOCODING_GATEWAY).toDynamicValue(geocoder).inSingletonScope();
  container
    .bind(STORE_LOCATOR_USE_CASES.loadStoreLocator)
    .toDynamicValue(async (ctx) => {
      const { LoadStoreLocator } = await import('../core/use-cases/store-locator/load-store-locator');
      return new LoadStoreLocator(ctx.get<CatalogueGateway>(CATALOGUE_GATEWAY));
    })
    .inSingletonScope();
  container
    .bind(STORE_LOCATOR_USE_CASES.suggestPlaces)
    .toDynamicValue(async (ctx) => {
      const { SuggestPlaces } = await import('../core/use-cases/store-locator/suggest-places');
      return new SuggestPlaces(await ctx.getAsync<GeocodingGateway>(GEOCODING_GATEWAY));
    })
    .inSingletonScope();
}
