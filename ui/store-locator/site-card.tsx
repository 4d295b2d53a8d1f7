import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import type { OpeningState } from '../../core/domain/restaurant/opening-hours';
import { useLocalize } from '../locales/use-localize';
import type { SiteCard as Card, StoreLocatorViewModel } from './store-locator-view-model';
import { intlLocale } from '../locales/ui-languages';

/** browsing 2.12 and 9: a distance in kilometres in the page's language ("1,2 km", "12 km"). */
export function formatDistance(km: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

function timeOf(instant: DateTime, language: string): string {
  return instant.setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
}

/** browsing 2.12: "open or closed with hours label", in words (not only a colour). */
function OpeningLine({ opening, now, language }: { readonly opening: OpeningState; readonly now: DateTime; readonly language: string }) {
  const { t } = useTranslation();
  if (opening.kind === 'unknown') return null;
  if (opening.kind === 'open') {
    return (
      <p className="site-card__opening site-card__opening--open">
        <strong>{t('open_now')}</strong> · {t('closes_at', { time: timeOf(opening.until, language) })}
      </p>
    );
  }
  let detail: string = t('closed_for_now');
  if (opening.kind === 'closed' && opening.next) {
    const time = timeOf(opening.next, language);
    const days = Math.round(opening.next.startOf('day').diff(now.setZone(opening.next.zone).startOf('day'), 'days').days);
    detail = days === 0 ? t('opens_today_at', { time }) : days === 1 ? t('opens_tomorrow_at', { time }) : t('opens_on_day_at', { day: opening.next.setLocale(language).toFormat('cccc'), time });
  }
  return (
    <p className="site-card__opening site-card__opening--closed">
      <strong>{t('closed_now')}</strong> · {detail}
    </p>
  );
}

/** One site of the list: name, distance, open or closed, address, highlighted products (browsing 2.12). */
export const SiteCard = observer(function SiteCard({ card, locator }: { readonly card: Card; readonly locator: StoreLocatorViewModel }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const { site, opening } = card;
  const selected = locator.selected === site.restaurantToken;
  const availability = locator.availabilityAt(site.restaurantToken);
  const item = useRef<HTMLLIElement>(null);
  // browsing 2.12: a marker click "shows its detail card": the card of the site selected is brought into view.
  useEffect(() => {
    if (selected) item.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <li ref={item} className={`site-card${selected ? ' site-card--selected' : ''}`} data-testid="site-card" data-site={site.restaurantToken}>
      <h2 className="site-card__name">
        <button type="button" className="site-card__select" aria-pressed={selected} onClick={() => locator.toggle(site.restaurantToken)}>
          {site.restaurant_name}
        </button>
      </h2>
      {site.distance !== null && <p className="site-card__distance">{t('store_locator_distance', { distance: formatDistance(site.distance, intlLocale(i18n.language)) })}</p>}
      <OpeningLine opening={opening} now={locator.now} language={intlLocale(i18n.language)} />
      <address className="site-card__address">
        {site.address_street}, {site.address_zip_code} {site.address_city}
      </address>
      {availability && availability.length > 0 && (
        <ul className="site-card__products" aria-label={t('store_locator_highlighted_products')}>
          {availability.map((product) => (
            <li key={product.id} className={product.available ? 'site-card__product--available' : 'site-card__product--unavailable'}>
              {localize(product.name)} : {product.available ? t('store_locator_available_here') : t('store_locator_unavailable_here')}
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <a className="site-card__order" href={`/${encodeURIComponent(site.restaurantToken)}?lang=${encodeURIComponent(i18n.language)}`} target="_top">
          {t('store_locator_order_here', { name: site.restaurant_name })}
        </a>
      )}
    </li>
  );
});
