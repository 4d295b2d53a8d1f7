import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_LOCATOR_MAP } from '../../core/domain/store-locator/store-locator-map';
import type { MapLibrary, MapTexts, ShownPlacesMap } from '../map/map-library';
import { loadMapLibrary, MAP_STYLE_URL } from '../map/map-library';
import type { StoreLocatorViewModel } from './store-locator-view-model';
// The markers' look (places-map__marker) lives beside the map library that makes them.
import '../map/place-map.css';

/**
 * browsing 2.12 and 9: the map of the group's sites, zoom 13 on the first site (else the default Paris
 * point), a 40 by 40 px marker per site; a marker click selects or deselects its site, and the map flies
 * (zoom 15) to the site selected. The list says everything the map shows: a map that cannot be drawn is left
 * out and only logged (browsing 2.12).
 */
export const SitesMap = observer(function SitesMap({ locator, library = loadMapLibrary }: { readonly locator: StoreLocatorViewModel; readonly library?: () => Promise<MapLibrary> }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const sites = locator.sites;
  useEffect(() => {
    let removed = false;
    let shown: ShownPlacesMap | null = null;
    let stopFollowing = () => undefined as void;
    const texts: MapTexts = {
      'Map.Title': t('map_title'),
      'Marker.Title': t('map_marker'),
      'AttributionControl.ToggleAttribution': t('map_toggle_attribution'),
      'CooperativeGesturesHandler.MobileHelpText': t('map_hint_two_fingers'),
      'CooperativeGesturesHandler.WindowsHelpText': t('map_hint_ctrl_scroll'),
      'CooperativeGesturesHandler.MacHelpText': t('map_hint_cmd_scroll'),
    };
    library()
      .then((maps) =>
        maps.showPlaces(container.current!, {
          style: MAP_STYLE_URL,
          centre: locator.centre,
          zoom: STORE_LOCATOR_MAP.zoom,
          markerSizePx: STORE_LOCATOR_MAP.markerSizePx,
          markers: sites.map((site) => ({ id: site.restaurantToken, place: site.location, label: t('restaurant_on_the_map', { name: site.restaurant_name }) })),
          onMarkerClick: locator.toggle,
          texts,
        }),
      )
      .then((map) => {
        if (removed) return map.remove();
        shown = map;
        setState('shown');
        // The selection, from a marker or a card, is shown on the map and flown to.
        const followSelection = reaction(
          () => locator.selectedCard?.site ?? null,
          (site) => {
            map.select(site?.restaurantToken ?? null);
            if (site) map.flyTo(site.location, STORE_LOCATOR_MAP.flyToZoom);
          },
          { fireImmediately: true },
        );
        // browsing 2.12: the map centres on the first site; once the list is sorted from a place, that is the nearest.
        const followNearest = reaction(
          () => locator.cards[0]?.site.restaurantToken ?? null,
          () => {
            if (locator.selected === null) map.flyTo(locator.cards[0]?.site.location ?? locator.centre, STORE_LOCATOR_MAP.zoom);
          },
        );
        stopFollowing = () => {
          followSelection();
          followNearest();
        };
      })
      .catch((error: unknown) => {
        console.warn('the map could not be drawn', error);
        if (!removed) setState('failed');
      });
    return () => {
      removed = true;
      stopFollowing();
      shown?.remove();
    };
  }, [library, sites, locator, t]);

  if (state === 'failed') return null;
  return (
    <div className="sites-map" aria-busy={state === 'loading'}>
      <div ref={container} className="sites-map__canvas" data-testid="sites-map" data-state={state} />
    </div>
  );
});
