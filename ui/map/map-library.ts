// Types only, erased from the build: maplibre-gl itself stays in the lazy chunk loadMapLibrary imports.
import type * as MapLibre from 'maplibre-gl';
import type { GeoPoint } from '../../core/domain/restaurant/geo-point';

/**
 * What the map screens use of maplibre-gl, so that they can be tested with a fake of it (the real one
 * needs WebGL, which a headless browser without a GPU does not have).
 */
export interface MapLibrary {
  /** Draws a map of `style` centred on the place with a marker on it; resolves when it is drawn. */
  showPlace(container: HTMLElement, options: { readonly style: string; readonly place: GeoPoint; readonly zoom: number; readonly label: string; readonly texts: MapTexts }): Promise<ShownMap>;
  /** Draws a map of several places, each a marker that can be clicked (the store locator); resolves when it is drawn. */
  showPlaces(container: HTMLElement, options: PlacesMapOptions): Promise<ShownPlacesMap>;
}

/** A marker of a map of several places: its id comes back when it is clicked. */
export interface MapMarker {
  readonly id: string;
  readonly place: GeoPoint;
  /** What a screen reader says of the marker, a button: "Le Fournil Bastille on the map". */
  readonly label: string;
}

export interface PlacesMapOptions {
  readonly style: string;
  readonly centre: GeoPoint;
  readonly zoom: number;
  readonly markers: readonly MapMarker[];
  /** The markers' size in CSS pixels (browsing 9: 40 by 40 for the store locator). */
  readonly markerSizePx: number;
  readonly onMarkerClick: (id: string) => void;
  readonly texts: MapTexts;
}

export interface ShownPlacesMap extends ShownMap {
  /** Moves the view to a place (browsing 9: fly-to 15 for the store locator). */
  flyTo(place: GeoPoint, zoom: number): void;
  /** Marks one marker as the selected one (aria-pressed and a class), or none. */
  select(id: string | null): void;
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
        // Above the place names added on load (ui/map/map-library.ts addPlaceLabels): the place comes first.
        marker.getElement().style.zIndex = '1';
        let loaded = false;
        map.once('load', () => {
          loaded = true;
          addPlaceLabels(maplibre, map);
          resolve({ remove: () => map.remove() });
        });
        // Before 'load' the map cannot be drawn (style unreachable, no WebGL): it is left out. After, an error
        // is one tile or resource of a maps service: the map stays, maplibre-gl logs it.
        map.on('error', (event) => {
          if (loaded) return;
          map.remove();
          reject(event.error);
        });
      }),
    showPlaces: (container, options) => showPlaces(maplibre, container, options),
  };
}

/** browsing 2.12: a marker of the store locator, a button (keyboard and screen readers reach it), 40 by 40 px (browsing 9). */
function markerButton(marker: MapMarker, sizePx: number, onClick: (id: string) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'places-map__marker';
  button.style.width = `${sizePx}px`;
  button.style.height = `${sizePx}px`;
  button.setAttribute('aria-label', marker.label);
  button.setAttribute('aria-pressed', 'false');
  button.dataset['markerId'] = marker.id;
  button.addEventListener('click', (event) => {
    // The map must not read the click as its own (a pan start).
    event.stopPropagation();
    onClick(marker.id);
  });
  return button;
}

async function showPlaces(maplibre: typeof MapLibre, container: HTMLElement, options: PlacesMapOptions): Promise<ShownPlacesMap> {
  const { style, centre, zoom, markers, markerSizePx, onMarkerClick, texts } = options;
  return new Promise((resolve, reject) => {
    const map = new maplibre.Map({ container, style, center: [centre.longitude, centre.latitude], zoom, attributionControl: { compact: true }, cooperativeGestures: true, locale: texts });
    const buttons = markers.map((marker) => {
      const element = markerButton(marker, markerSizePx, onMarkerClick);
      // The pin's tip at the place; above the place names added on load.
      element.style.zIndex = '1';
      new maplibre.Marker({ element, anchor: 'bottom' }).setLngLat([marker.place.longitude, marker.place.latitude]).addTo(map);
      return element;
    });
    let loaded = false;
    map.once('load', () => {
      loaded = true;
      addPlaceLabels(maplibre, map);
      resolve({
        remove: () => map.remove(),
        flyTo: (place, flyZoom) => map.flyTo({ center: [place.longitude, place.latitude], zoom: flyZoom }),
        select: (id) => {
          for (const button of buttons) {
            const selected = button.dataset['markerId'] === id;
            button.setAttribute('aria-pressed', String(selected));
            button.classList.toggle('places-map__marker--selected', selected);
          }
        },
      });
    });
    // As showPlace: before 'load' the map cannot be drawn and is left out; after, an error is one resource.
    map.on('error', (event) => {
      if (loaded) return;
      map.remove();
      reject(event.error);
    });
  });
}

/** A named point of the style's `places` source, as the simulator's offline style gives it. */
interface NamedPlace {
  readonly type: 'Feature';
  readonly properties: { readonly name: string };
  readonly geometry: { readonly type: 'Point'; readonly coordinates: [number, number] };
}

function isNamedPlace(feature: unknown): feature is NamedPlace {
  const { properties, geometry } = (feature ?? {}) as { properties?: { name?: unknown }; geometry?: { type?: unknown; coordinates?: unknown } };
  return typeof properties?.name === 'string' && geometry?.type === 'Point' && Array.isArray(geometry.coordinates) && geometry.coordinates.length === 2;
}

/**
 * Issue 19: the offline style has no glyphs (a glyph set is megabytes of fonts to serve), so its place
 * names are written as HTML beside their points, in the page's font. Hidden from screen readers: the
 * address is written beside the map, and the names are only what surrounds it. A maps service's style
 * (VITE_MAP_STYLE_URL) has no `places` source and draws its own labels.
 */
function addPlaceLabels(maplibre: typeof MapLibre, map: MapLibre.Map): void {
  const places = map.getStyle().sources['places'];
  if (places?.type !== 'geojson' || typeof places.data !== 'object' || !('features' in places.data)) return;
  for (const feature of places.data.features) {
    if (!isNamedPlace(feature)) continue;
    const element = document.createElement('span');
    element.className = 'place-map__label';
    element.textContent = feature.properties.name;
    element.setAttribute('aria-hidden', 'true');
    new maplibre.Marker({ element, anchor: 'left', offset: [12, 0] }).setLngLat(feature.geometry.coordinates).addTo(map);
  }
}
