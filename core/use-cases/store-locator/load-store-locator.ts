import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantId, RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { HighlightAvailability, HighlightRequest } from '../../domain/store-locator/highlight-products';
import { highlightAvailability } from '../../domain/store-locator/highlight-products';
import type { StoreLocatorSite } from '../../domain/store-locator/store-locator-site';
import { siteOf } from '../../domain/store-locator/store-locator-site';
import type { CatalogueGateway } from '../../ports/catalogue-gateway';

export interface StoreLocator {
  /** The group's outlets that give a location, in the group's order (visible ones, by position). */
  readonly sites: readonly StoreLocatorSite[];
  /** null: no highlighted products asked (browsing 2.12: only when product_ids and product_ids_type both exist). */
  readonly highlight: HighlightAvailability | null;
}

/**
 * browsing 2.12 and 7 ("Store locator site list and highlight availability: paths not shown"). Ours: the
 * sites are the group's visible outlets (multi_establishment.childrens, by position), read with the settings
 * call each outlet already has; an establishment that is not a group is its own one site. The highlighted
 * products' availability reads each outlet's menu, and only when they are asked. An outlet that cannot be
 * read is left out (the others still show); the group itself failing rejects with its GatewayError.
 */
export class LoadStoreLocator {
  constructor(private readonly catalogue: CatalogueGateway) {}

  async execute(restaurantId: RestaurantId, highlight: HighlightRequest | null): Promise<StoreLocator> {
    const group = await this.catalogue.loadSettings(restaurantId);
    const outlets = await this.outletsOf(group);
    const sites = outlets.flatMap((outlet) => siteOf(outlet) ?? []);
    if (highlight === null) return { sites, highlight: null };
    const catalogues = new Map<RestaurantId, Catalogue>();
    await Promise.all(
      sites.map(async (site) => {
        const catalogue = await this.catalogue.loadCatalogue(site.restaurantToken).catch(() => null);
        if (catalogue) catalogues.set(site.restaurantToken, catalogue);
      }),
    );
    // Keep the sites' order in the map, whatever order the answers came in.
    const ordered = new Map(sites.flatMap((site) => (catalogues.has(site.restaurantToken) ? [[site.restaurantToken, catalogues.get(site.restaurantToken)!] as const] : [])));
    return { sites, highlight: highlightAvailability(highlight, ordered) };
  }

  private async outletsOf(group: RestaurantSettings): Promise<RestaurantSettings[]> {
    if (!group.multi_establishment) return [group];
    const children = group.multi_establishment.childrens.filter((child) => child.visible).sort((a, b) => a.position - b.position);
    const loaded = await Promise.all(children.map((child) => this.catalogue.loadSettings(child.restaurant_token).catch(() => null)));
    return loaded.filter((settings): settings is RestaurantSettings => settings !== null);
  }
}
