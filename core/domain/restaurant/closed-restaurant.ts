import type { LocalizedText } from '../locale/localized-text';
import { plainLocalizedText } from './plain-text';
import type { RestaurantSettings } from './restaurant-settings';

/**
 * checkout 4: "The app becomes consultative when the restaurant is closed" (is_closed, the platform's
 * word for now, whatever the opening hours say). The menu stays readable; ordering waits for it to open.
 */
export function consultativeWhenClosed(settings: RestaurantSettings): RestaurantSettings {
  return settings.is_closed && !settings.consultative ? { ...settings, consultative: true } : settings;
}

/** A few sentences at most: the notice is docked at the bottom of a phone's screen. */
export const CLOSURE_MESSAGE_MAX_LENGTH = 280;

/**
 * checkout 3 open_closure_message: the restaurant's own words shown with the closed notice while it is
 * closed (why, until when), as plain bounded text. Null: nothing beyond the storefront's notice.
 */
export function closureMessage(settings: RestaurantSettings): LocalizedText | null {
  return settings.is_closed ? plainLocalizedText(settings.open_closure_message, CLOSURE_MESSAGE_MAX_LENGTH) : null;
}
