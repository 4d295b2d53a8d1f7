import type { RestaurantSettings } from './restaurant-settings';

/**
 * checkout 4: "The app becomes consultative when the restaurant is closed" (is_closed, the platform's
 * word for now, whatever the opening hours say). The menu stays readable; ordering waits for it to open.
 */
export function consultativeWhenClosed(settings: RestaurantSettings): RestaurantSettings {
  return settings.is_closed && !settings.consultative ? { ...settings, consultative: true } : settings;
}
