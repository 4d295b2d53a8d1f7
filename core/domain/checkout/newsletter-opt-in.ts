import type { RestaurantSettings } from '../restaurant/restaurant-settings';

/**
 * checkout 3 subscribe_newsletter, subscribe_to_newsletter_text and opt_in_promotions: where the restaurant
 * offers its newsletter the checkout shows a checkbox, off by default; the order says whether it was ticked.
 */
export function offersNewsletter(settings: Pick<RestaurantSettings, 'subscribe_newsletter'>): boolean {
  return settings.subscribe_newsletter === true;
}

/** What the order sends as opt_in_promotions: no checkbox shown is no consent, whatever the form holds. */
export function optInToSend(optedIn: boolean, settings: Pick<RestaurantSettings, 'subscribe_newsletter'>): boolean {
  return optedIn && offersNewsletter(settings);
}
