import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { useLocalize } from '../locales/use-localize';
import { PlaceSearchBox } from './place-search-box';
import type { PlaceSearchViewModel } from './place-search-view-model';
import { SiteCard } from './site-card';
import { SitesMap } from './sites-map';
import type { StoreLocatorViewModel } from './store-locator-view-model';

/**
 * browsing 2.12: a sidebar (title, subtitle, the address autocomplete, the list of sites by distance) and
 * the map. The list works without the map: on a phone it comes first, the map under it.
 */
export const StoreLocatorScreen = observer(function StoreLocatorScreen({ locator, search, settings }: {
  readonly locator: StoreLocatorViewModel;
  readonly search: PlaceSearchViewModel;
  readonly settings: RestaurantSettings;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const title = localize(settings.restaurant_translations.cc_title) || settings.restaurant_name;
  const subtitle = localize(settings.restaurant_translations.cc_subtitle);
  return (
    <div className="store-locator">
      <section className="store-locator__sidebar" aria-labelledby="store-locator-title">
        <h1 id="store-locator-title" className="store-locator__title">
          {title}
        </h1>
        {subtitle && <p className="store-locator__subtitle">{subtitle}</p>}
        <PlaceSearchBox search={search} />
        <div className="store-locator__position">
          <Button variant="secondary" onClick={() => void locator.useDevicePosition()} disabled={locator.locating === 'locating'}>
            {locator.locating === 'locating' ? t('store_locator_locating') : t('store_locator_use_my_position')}
          </Button>
          {locator.locating === 'denied' && <p role="alert">{t('store_locator_position_denied')}</p>}
          {locator.locating === 'unavailable' && <p role="alert">{t('store_locator_position_unavailable')}</p>}
        </div>
        <p className="store-locator__origin" aria-live="polite" data-testid="store-locator-origin">
          {locator.origin.kind === 'place' && t('store_locator_sorted_from_place', { place: locator.origin.place.label })}
          {locator.origin.kind === 'device' && t('store_locator_sorted_from_position')}
        </p>
        {locator.state.kind === 'loading' && <Spinner label={t('loading')} />}
        {locator.state.kind === 'failed' && (
          <div role="alert" className="store-locator__problem">
            <p>{t('store_locator_load_failed')}</p>
            <Button variant="secondary" onClick={() => void locator.load()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {locator.state.kind === 'ready' && locator.cards.length === 0 && <p>{t('store_locator_no_site')}</p>}
        {locator.cards.length > 0 && (
          <ol className="store-locator__list" aria-label={t('store_locator_list')}>
            {locator.cards.map((card) => (
              <SiteCard key={card.site.restaurantToken} card={card} locator={locator} />
            ))}
          </ol>
        )}
      </section>
      {locator.state.kind === 'ready' && locator.sites.length > 0 && <SitesMap locator={locator} />}
    </div>
  );
});
