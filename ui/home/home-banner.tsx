import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { BannerPicture, useBannerTexts } from '../design/restaurant-banner';
import { paths } from '../routing/restaurant-paths';
import { InfoIcon } from '../design/icons';

/**
 * browsing 2.2: the home's banner with the restaurant's title and subtitle, and the way to the
 * practical information.
 */
export function HomeBanner({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const { title, subtitle, shown } = useBannerTexts(settings);
  return (
    <section className="home-banner" aria-labelledby="home-title">
      <BannerPicture banner={settings.banner} block="home-banner" />
      <div className="home-banner__text page">
        <h1 id="home-title" className={shown ? 'home-banner__title' : 'visually-hidden'}>
          {title}
        </h1>
        {shown && subtitle && <p className="home-banner__subtitle">{subtitle}</p>}
        <Link className="home-banner__about" to={paths.about(settings.id)}>
          <InfoIcon size={18} />
          {t('practical_information')}
        </Link>
      </div>
    </section>
  );
}
