import type { LocalizedText } from '../locale/localized-text';

/** accounts 2 and 9: the presenter's grid is 10 columns by 8 rows, so a block moves in 10 % and 12.5 % steps. */
export const PRESENTER_GRID = { columns: 10, rows: 8 } as const;

/** accounts 9: below 1,000 px wide the screen is drawn in portrait. */
export const PRESENTER_PORTRAIT_BELOW_PX = 1000;

/** accounts 4 and 9: the carousel cycles states 1, 2, 3, every 15 s by default; 10 and 20 s exist too. */
export const CAROUSEL_STATES = [1, 2, 3] as const;
export type CarouselState = (typeof CAROUSEL_STATES)[number];
export const CAROUSEL_INTERVALS_SECONDS = [10, 15, 20] as const;
export type CarouselInterval = (typeof CAROUSEL_INTERVALS_SECONDS)[number];
export const DEFAULT_CAROUSEL_SECONDS: CarouselInterval = 15;

/** accounts 2: the three option types a block is drawn as. */
export const PRESENTER_OPTION_TYPES = ['bulletpoint', 'bulletpointimage', 'bigimage'] as const;
export type PresenterOptionType = (typeof PRESENTER_OPTION_TYPES)[number];

/** accounts 2: up to 7 items stand on one line; above 7, limitPerLine says how many per line. */
export const ITEMS_PER_LINE_WITHOUT_LIMIT = 7;

/** accounts 2: the screen names the spec lists (screen_name); the establishment file may name others. */
export const SPEC_SCREEN_NAMES = ['screen1', 'screen2', 'screen3', 'screen_ugap18_vertical'] as const;

/**
 * One option block on the grid. The spec hard-codes option ids per shop; here the establishment file says
 * which option goes where (accounts 2: "fixed option ids ... hard-coded" become settings).
 */
export interface PresenterBlockSettings {
  readonly option_id: number;
  readonly type: PresenterOptionType;
  /** accounts 3: items per line when the option has more than 7; null: 7. */
  readonly limitPerLine: number | null;
  /** accounts 3: the option's description (the catalogue's option has none). */
  readonly description: LocalizedText;
  /** Top-left cell, 0-based: column 0..9, row 0..7. */
  readonly column: number;
  readonly row: number;
  /** Size in cells: 1..10 columns, 1..8 rows. */
  readonly columns: number;
  readonly rows: number;
  /** The carousel states in which the block shows; empty: always. */
  readonly states: readonly CarouselState[];
}

/** One screen of the shop (accounts 2: screen_name). */
export interface PresenterScreenSettings {
  readonly screen_name: string;
  readonly carousel_seconds: CarouselInterval;
  readonly blocks: readonly PresenterBlockSettings[];
}

/** accounts 3: media_selected_url of an option item, by the item's id (the catalogue's items carry no picture). */
export interface PresenterItemMedia {
  readonly item_id: number;
  readonly url: string;
}

/** The establishment's presenter screens (settings.presenter); absent or null: the establishment has none. */
export interface PresenterSettings {
  readonly screens: readonly PresenterScreenSettings[];
  readonly item_media: readonly PresenterItemMedia[];
}
