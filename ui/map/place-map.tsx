import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoPoint } from '../../core/domain/restaurant/geo-point';
import type { MapLibrary, MapTexts } from './map-library';
import { loadMapLibrary, MAP_STYLE_URL } from './map-library';
import './place-map.css';

const PLACE_ZOOM = 15;

/**
 * A small map of one place (checkout 2: the address block of the tracking page; browsing 2.3: the about
 * page), drawn once the map library has loaded. The address stays written beside it: the map only adds
 * to it, so a map that cannot be drawn (no WebGL, the style unreachable) is left out, and only logged
 * (browsing 2.12: map loading failure is only logged).
 */
export function PlaceMap({ place, label, library = loadMapLibrary }: {
  readonly place: GeoPoint;
  /** What the map shows, for screen readers: "Le Comptoir des Halles on the map". */
  readonly label: string;
  readonly library?: () => Promise<MapLibrary>;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  useEffect(() => {
    let removed = false;
    let shown: { remove(): void } | null = null;
    // Issue 22.13: maplibre-gl's own words in the page's language (t changes with it: the map is drawn again).
    const texts: MapTexts = {
      'Map.Title': t('map_title'),
      'Marker.Title': t('map_marker'),
      'AttributionControl.ToggleAttribution': t('map_toggle_attribution'),
      'CooperativeGesturesHandler.MobileHelpText': t('map_hint_two_fingers'),
      'CooperativeGesturesHandler.WindowsHelpText': t('map_hint_ctrl_scroll'),
      'CooperativeGesturesHandler.MacHelpText': t('map_hint_cmd_scroll'),
    };
    library()
      .then((maps) => maps.showPlace(container.current!, { style: MAP_STYLE_URL, place, zoom: PLACE_ZOOM, label, texts }))
      .then((map) => {
        if (removed) return map.remove();
        shown = map;
        setState('shown');
      })
      .catch((error: unknown) => {
        console.warn('the map could not be drawn', error);
        if (!removed) setState('failed');
      });
    return () => {
      removed = true;
      shown?.remove();
    };
    // The place by value: a caller may build a new object for the same point at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library, place.latitude, place.longitude, label, t]);

  if (state === 'failed') return null;
  return (
    <div className="place-map" aria-busy={state === 'loading'}>
      {/* maplibre-gl names its canvas and controls; the marker carries the label. */}
      <div ref={container} className="place-map__canvas" data-testid="place-map" data-state={state} />
      {state === 'loading' && <span className="visually-hidden">{t('loading')}</span>}
    </div>
  );
}
