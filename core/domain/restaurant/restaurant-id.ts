/**
 * An establishment's id as the platform names it in paths (`le-comptoir`). Its own file, imported by the
 * settings and by what the settings hold (a basket, a group), so that no import circle runs through the
 * settings (issue 16.4).
 */
export type RestaurantId = string;
