import type { RestaurantSettings } from './restaurant-settings';

/**
 * browsing 3 (restaurant infos, config.display_text_on_banner): whether the banner shows its title and
 * subtitle over the picture. The spec gives no default; absent means shown, as before the setting was read,
 * so that no restaurant that never set it loses its title.
 */
export function bannerTextShown(settings: Pick<RestaurantSettings, 'config'>): boolean {
  return settings.config.display_text_on_banner !== false;
}
