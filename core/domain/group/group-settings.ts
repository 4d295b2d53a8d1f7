import type { LocalizedText } from '../locale/localized-text';
import type { RestaurantId } from '../restaurant/restaurant-id';

/** browsing 3 "Establishment (multi-outlet)": one child establishment of a group. */
export interface GroupChild {
  /** The child establishment's id (the platform calls it a token). */
  readonly restaurant_token: RestaurantId;
  readonly visible: boolean;
  readonly position: number;
  /** A big card in the list rather than a small one. */
  readonly big: boolean;
}

/** browsing 3 "Establishment (multi-outlet)": what a group of restaurants shows on its home (browsing 2.4). */
export interface GroupSettings {
  readonly title: LocalizedText;
  readonly sub_title: LocalizedText;
  readonly question: LocalizedText;
  readonly tuto_title: LocalizedText;
  /** browsing 4: the tutorial's steps; none means no tutorial. */
  readonly tuto_steps: readonly LocalizedText[];
  readonly positionChildRandom: boolean;
  readonly childrens: readonly GroupChild[];
}

/**
 * browsing 2.4: what a group is called on its home and in its children's way back: its title in the
 * visitor's language, else its establishment name.
 */
export function groupDisplayName(title: string, restaurantName: string): string {
  return title.trim() || restaurantName;
}
