import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { bannerTextShown } from '../../core/domain/restaurant/banner-text';
import { useLocalize } from '../locales/use-localize';

/**
 * The banner's title and subtitle (browsing 3: cc_title, else the restaurant's name, and cc_subtitle), and
 * whether they show over the picture (config.display_text_on_banner). Hidden, the title stays for screen
 * readers: it is the page's heading and names the banner's region.
 */
export function useBannerTexts(settings: RestaurantSettings): { readonly title: string; readonly subtitle: string; readonly shown: boolean } {
  const localize = useLocalize();
  return {
    title: localize(settings.restaurant_translations.cc_title) || settings.restaurant_name,
    subtitle: localize(settings.restaurant_translations.cc_subtitle),
    shown: bannerTextShown(settings),
  };
}

/**
 * The restaurant's banner picture, the phone's own under 768 px. Loaded at once (it is the first thing
 * seen) and sized, so that nothing moves when it arrives (issue 6, pictures).
 */
export function BannerPicture({ banner, block }: { readonly banner: RestaurantSettings['banner']; readonly block: string }) {
  const { image, imageMobile } = banner;
  if (!image) return null;
  return (
    <picture className={`${block}__picture`}>
      {imageMobile && <source media="(max-width: 767px)" srcSet={imageMobile} width={750} height={420} />}
      <img className={`${block}__image`} src={image} alt="" width={1200} height={400} fetchPriority="high" decoding="async" />
    </picture>
  );
}
