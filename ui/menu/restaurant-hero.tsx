import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { useLocalize } from '../locales/use-localize';

/** The restaurant's banner with its cc_title and cc_subtitle (browsing 3: restaurant translations). */
export function RestaurantHero({ settings }: { readonly settings: RestaurantSettings }) {
  const localize = useLocalize();
  const title = localize(settings.restaurant_translations.cc_title) || settings.restaurant_name;
  const subtitle = localize(settings.restaurant_translations.cc_subtitle);
  const { image, imageMobile } = settings.banner;
  return (
    <section className="hero" aria-labelledby="hero-title">
      {image && (
        <picture className="hero__picture">
          {imageMobile && <source media="(max-width: 767px)" srcSet={imageMobile} />}
          <img className="hero__image" src={image} alt="" />
        </picture>
      )}
      <div className="hero__text page">
        <h1 id="hero-title" className="hero__title">
          {title}
        </h1>
        {subtitle && <p className="hero__subtitle">{subtitle}</p>}
      </div>
    </section>
  );
}
