import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { BannerPicture, useBannerTexts } from '../design/restaurant-banner';

/** The restaurant's banner with its cc_title and cc_subtitle (browsing 3: restaurant translations). */
export function RestaurantHero({ settings }: { readonly settings: RestaurantSettings }) {
  const { title, subtitle, shown } = useBannerTexts(settings);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <BannerPicture banner={settings.banner} block="hero" />
      <div className="hero__text page">
        <h1 id="hero-title" className={shown ? 'hero__title' : 'visually-hidden'}>
          {title}
        </h1>
        {shown && subtitle && <p className="hero__subtitle">{subtitle}</p>}
      </div>
    </section>
  );
}
