import type { GeocodingGateway } from '../core/ports/geocoding-gateway';

/**
 * browsing 2.12: the store locator's geocoder in the browser, made by its page (in its own chunk: neither the
 * browser container nor the menu's first visit carries it). The API's base, where the simulator answers from
 * its gazetteer, or a geocoding service's (VITE_GEOCODER_URL, build time).
 */
export async function browserGeocoder(apiBaseUrl: string): Promise<GeocodingGateway> {
  const { HttpGeocodingGateway } = await import('../adapters/geocoding/http-geocoding-gateway');
  return new HttpGeocodingGateway(import.meta.env.VITE_GEOCODER_URL ?? apiBaseUrl);
}
