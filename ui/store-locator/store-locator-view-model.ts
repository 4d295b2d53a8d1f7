import { makeAutoObservable, runInAction } from 'mobx';
import type { DateTime } from 'luxon';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { GeoPoint } from '../../core/domain/restaurant/geo-point';
import type { OpeningState } from '../../core/domain/restaurant/opening-hours';
import { openingState } from '../../core/domain/restaurant/opening-hours';
import type { HighlightRequest } from '../../core/domain/store-locator/highlight-products';
import type { PlaceSuggestion } from '../../core/domain/store-locator/place-search';
import { mapCentre, toggledSelection } from '../../core/domain/store-locator/store-locator-map';
import type { StoreLocatorSite } from '../../core/domain/store-locator/store-locator-site';
import { sitesByDistance } from '../../core/domain/store-locator/store-locator-site';
import type { StoreLocator } from '../../core/use-cases/store-locator/load-store-locator';
import type { Clock } from '../../core/ports/clock';
import type { Lifecycle } from '../container/use-view-model';

/** Where the distances are counted from: nothing yet, a place searched, or the device's position. */
export type Origin = { readonly kind: 'none' } | { readonly kind: 'place'; readonly place: PlaceSuggestion } | { readonly kind: 'device'; readonly point: GeoPoint };

/** The device's position, asked only when the customer clicks (browsing 2.12, ours: never on load). */
export type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable';

export interface StoreLocatorDependencies {
  readonly load: (highlight: HighlightRequest | null) => Promise<StoreLocator>;
  /** The browser's geolocation; rejects with 'denied' or 'unavailable'. */
  readonly locate: () => Promise<GeoPoint>;
  readonly clock: Clock;
}

/** A card of the list: the site and its opening state now. */
export interface SiteCard {
  readonly site: StoreLocatorSite;
  readonly opening: OpeningState;
}

/**
 * The store locator's screen (browsing 2.12): the group's sites, sorted by distance from the place searched
 * or the device's position, each open or closed now, with the highlighted products' availability; the site
 * selected from the list or a marker (a second click deselects it).
 */
export class StoreLocatorViewModel implements Lifecycle {
  state: { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly locator: StoreLocator } = { kind: 'loading' };
  origin: Origin = { kind: 'none' };
  locating: LocateState = 'idle';
  selected: string | null = null;
  now: DateTime;

  constructor(
    private readonly highlight: HighlightRequest | null,
    private readonly dependencies: StoreLocatorDependencies,
  ) {
    this.now = dependencies.clock.now();
    makeAutoObservable<StoreLocatorViewModel, 'highlight' | 'dependencies'>(this, { highlight: false, dependencies: false }, { autoBind: true });
  }

  start(): () => void {
    void this.load();
    return () => undefined;
  }

  async load(): Promise<void> {
    this.state = { kind: 'loading' };
    try {
      const locator = await this.dependencies.load(this.highlight);
      runInAction(() => {
        this.state = { kind: 'ready', locator };
        this.now = this.dependencies.clock.now();
      });
    } catch (error) {
      console.warn('the store locator could not be loaded', error);
      runInAction(() => (this.state = { kind: 'failed' }));
    }
  }

  get originPoint(): GeoPoint | null {
    if (this.origin.kind === 'place') return this.origin.place;
    if (this.origin.kind === 'device') return this.origin.point;
    return null;
  }

  /** browsing 2.12: the sites by distance from the chosen place (the group's order before one is chosen). */
  get cards(): SiteCard[] {
    if (this.state.kind !== 'ready') return [];
    return sitesByDistance(this.state.locator.sites, this.originPoint).map((site) => ({
      site,
      opening: openingState(site.opening_hours, site.is_closed, this.now.setZone(site.timezone)),
    }));
  }

  get sites(): readonly StoreLocatorSite[] {
    return this.state.kind === 'ready' ? this.state.locator.sites : [];
  }

  /** browsing 2.12: the first site, else the default Paris point. */
  get centre(): GeoPoint {
    return mapCentre(this.sites);
  }

  get selectedCard(): SiteCard | null {
    return this.cards.find((card) => card.site.restaurantToken === this.selected) ?? null;
  }

  /** The highlighted products' availability at a site; null when none were asked. */
  availabilityAt(token: string): { readonly id: number; readonly name: LocalizedText; readonly available: boolean }[] | null {
    if (this.state.kind !== 'ready' || this.state.locator.highlight === null) return null;
    const { products, available } = this.state.locator.highlight;
    const here = available[token] ?? [];
    return products.map((product) => ({ id: product.id, name: product.name, available: here.includes(product.id) }));
  }

  choosePlace(place: PlaceSuggestion): void {
    this.origin = { kind: 'place', place };
    this.selected = null;
    this.locating = 'idle';
  }

  /** browsing 2.12: a marker or a card clicked selects its site, clicked again deselects it. */
  toggle(token: string): void {
    this.selected = toggledSelection(this.selected, token);
  }

  /** Asked only on the customer's click: the browser then asks them for the permission. */
  async useDevicePosition(): Promise<void> {
    this.locating = 'locating';
    try {
      const point = await this.dependencies.locate();
      runInAction(() => {
        this.origin = { kind: 'device', point };
        this.locating = 'idle';
        this.selected = null;
      });
    } catch (error) {
      runInAction(() => (this.locating = error === 'denied' ? 'denied' : 'unavailable'));
    }
  }
}
