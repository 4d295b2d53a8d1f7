import type { PlaceSuggestion } from '../../core/domain/store-locator/place-search';
import { placeQueryOf } from '../../core/domain/store-locator/place-search';
import type { SearchTimers } from '../design/suggestion-search';
import { SuggestionSearch } from '../design/suggestion-search';

/** Ours: the search waits for a pause in typing, so a town typed letter by letter is one search. */
export const PLACE_SEARCH_PAUSE_MS = 250;

export interface PlaceSearchDependencies {
  /** The SuggestPlaces use case (FR, MC, CH, BE, RE only); rejects when the geocoder fails. */
  readonly suggest: (typed: string) => Promise<readonly PlaceSuggestion[]>;
  /** The place picked: the list is sorted by distance from it. */
  readonly pick: (place: PlaceSuggestion) => void;
  readonly timers: SearchTimers;
}

/**
 * browsing 2.12: the store locator's address autocomplete. ArrowDown opens the list, Enter picks the one the
 * arrows are on or the only one, and the place picked is written into the field.
 */
export class PlaceSearchViewModel extends SuggestionSearch<PlaceSuggestion> {
  constructor({ suggest, pick, timers }: PlaceSearchDependencies) {
    super({
      search: suggest,
      pick,
      timers,
      queryOf: placeQueryOf,
      pauseMs: PLACE_SEARCH_PAUSE_MS,
      keys: { opensOnArrow: true, picksSole: true },
      labelOf: (place) => place.label,
    });
  }
}
