import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { paths } from '../app/restaurant/restaurant-paths';
import { InfoIcon } from '../design/icons';
import { useLocalize } from '../locales/use-localize';

/**
 * browsing 2.2: the home's banner with the restaurant's title and subtitle. The banner is the first
 * thing seen: loaded at once, its size set so that nothing moves when it arrives, the phone's own
 * picture under 768 px.
 */
export function HomeBanner({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const title = localize(settings.restaurant_translations.cc_title) || settings.restaurant_name;
  const subtitle = localize(settings.restaurant_translations.cc_subtitle);
  const { image, imageMobile } = settings.banner;
  return (
    <section className="home-banner" aria-labelledby="home-title">
      {image && (
        <picture className="home-banner__picture">
          {imageMobile && <source media="(max-width: 767px)" srcSet={imageMobile} width={750} height={420} />}
          <img className="home-banner__image" src={image} alt="" width={1200} height={400} fetchPriority="high" decoding="async" />
        </picture>
      )}
      <div className="home-banner__text page">
        <h1 id="home-title" className="home-banner__title">
          {title}
        </h1>
        {subtitle && <p className="home-banner__subtitle">{subtitle}</p>}
        <Link className="home-banner__about" to={paths.about(settings.id)}>
          <InfoIcon size={18} />
          {t('practical_information')}
        </Link>
      </div>
    </section>
  );
}
