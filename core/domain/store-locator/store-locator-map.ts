import type { GeoPoint } from '../restaurant/geo-point';
import type { StoreLocatorSite } from './store-locator-site';

/** browsing 9: "Store locator: zoom 13, fly-to 15, marker 40x40 px, default centre lat 48.85837 lng 2.294481." */
export const STORE_LOCATOR_MAP = {
  zoom: 13,
  flyToZoom: 15,
  markerSizePx: 40,
  defaultCentre: { latitude: 48.85837, longitude: 2.294481 },
} as const satisfies { zoom: number; flyToZoom: number; markerSizePx: number; defaultCentre: GeoPoint };

/** browsing 2.12: "The map centres on the first site, else on a default Paris point." */
export function mapCentre(sites: readonly StoreLocatorSite[]): GeoPoint {
  return sites[0]?.location ?? STORE_LOCATOR_MAP.defaultCentre;
}

/** browsing 2.12: "a marker click selects or deselects a site": clicking the selected one deselects it. */
export function toggledSelection(selected: string | null, clicked: string): string | null {
  return selected === clicked ? null : clicked;
}
