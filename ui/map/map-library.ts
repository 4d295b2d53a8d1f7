import type { GeoPoint } from '../../core/domain/restaurant/geo-point';

/**
 * What the map screens use of maplibre-gl, so that they can be tested with a fake of it (the real one
 * needs WebGL, which a headless browser without a GPU does not have).
 */
export interface MapLibrary {
  /** Draws a map of `style` centred on the place with a marker on it; resolves when it is drawn. */
  showPlace(container: HTMLElement, options: { readonly style: string; readonly place: GeoPoint; readonly zoom: number; readonly label: string; readonly texts: MapTexts }): Promise<ShownMap>;
}

/**
 * Issue 22.13: the words maplibre-gl draws itself (its "use two fingers" hint, its titles), in the page's
 * language: its own are English only. Keys are maplibre-gl's locale keys.
 */
export type MapTexts = Readonly<Record<'Map.Title' | 'Marker.Title' | 'AttributionControl.ToggleAttribution' | 'CooperativeGesturesHandler.MobileHelpText' | 'CooperativeGesturesHandler.WindowsHelpText' | 'CooperativeGesturesHandler.MacHelpText', string>>;

export interface ShownMap {
  remove(): void;
}

/**
 * The style the maps draw. The simulator serves a small offline one (no tiles, nothing fetched outside);
 * a deployment points VITE_MAP_STYLE_URL at its maps service.
 */
export const MAP_STYLE_URL: string = import.meta.env.VITE_MAP_STYLE_URL ?? '/map/style.json';

/** maplibre-gl, its worker and its styles, loaded only by a screen that shows a map (about 430 KB gz). */
export async function loadMapLibrary(): Promise<MapLibrary> {
  const [maplibre, worker] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  maplibre.setWorkerUrl(worker.default);
  return {
    showPlace: (container, { style, place, zoom, label, texts }) =>
      new Promise((resolve, reject) => {
        const center: [number, number] = [place.longitude, place.latitude];
        const map = new maplibre.Map({ container, style, center, zoom, attributionControl: { compact: true }, cooperativeGestures: true, locale: texts });
        const marker = new maplibre.Marker({ color: '#2f5d50' }).setLngLat(center).addTo(map);
        marker.getElement().setAttribute('aria-label', label);
        map.once('load', () => resolve({ remove: () => map.remove() }));
        map.once('error', (event) => {
          map.remove();
          reject(event.error);
        });
      }),
  };
}
