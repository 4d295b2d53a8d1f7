import { makeAutoObservable } from 'mobx';
import type { PlaceSuggestion } from '../../core/domain/store-locator/place-search';
import { placeQueryOf } from '../../core/domain/store-locator/place-search';
import { comboboxKey } from '../design/combobox-keys';

/** Ours: the search waits for a pause in typing, so a town typed letter by letter is one search. */
export const PLACE_SEARCH_PAUSE_MS = 250;

export interface SearchTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PlaceSearchDependencies {
  /** The SuggestPlaces use case (FR, MC, CH, BE, RE only); rejects when the geocoder fails. */
  readonly suggest: (typed: string) => Promise<readonly PlaceSuggestion[]>;
  /** The place picked: the list is sorted by distance from it. */
  readonly pick: (place: PlaceSuggestion) => void;
  readonly timers: SearchTimers;
}

/**
 * browsing 2.12: the store locator's address autocomplete, an ARIA combobox (WAI-ARIA 1.2, list
 * autocomplete): searched after a pause in typing, the latest answer only; the arrows move through the
 * suggestions, Enter picks the one the arrows are on (or the only one), Escape closes. A search that fails
 * says so and keeps what is typed.
 */
export class PlaceSearchViewModel {
  text = '';
  suggestions: readonly PlaceSuggestion[] = [];
  open = false;
  /** The suggestion the arrows are on (aria-activedescendant); -1 for none. */
  active = -1;
  /** What the last search found, for the polite live region: null before any. */
  status: 'none_found' | 'found' | 'failed' | null = null;
  private pending: unknown = null;
  /** Answers to an older query than the last one are dropped. */
  private asked = 0;

  constructor(private readonly dependencies: PlaceSearchDependencies) {
    makeAutoObservable<PlaceSearchViewModel, 'dependencies' | 'pending' | 'asked'>(this, { dependencies: false, pending: false, asked: false }, { autoBind: true });
  }

  typed(value: string): void {
    this.text = value;
    this.cancelPending();
    const ask = ++this.asked;
    if (placeQueryOf(value) === null) {
      this.close();
      this.status = null;
      return;
    }
    this.pending = this.dependencies.timers.setTimeout(() => {
      this.pending = null;
      this.dependencies.suggest(value).then(
        (found) => this.answered(ask, found),
        () => this.failed(ask),
      );
    }, PLACE_SEARCH_PAUSE_MS);
  }

  answered(ask: number, found: readonly PlaceSuggestion[]): void {
    if (ask !== this.asked) return;
    this.suggestions = found;
    this.open = found.length > 0;
    this.active = -1;
    this.status = found.length > 0 ? 'found' : 'none_found';
  }

  failed(ask: number): void {
    if (ask !== this.asked) return;
    this.suggestions = [];
    this.close();
    this.status = 'failed';
  }

  pick(index: number): void {
    const place = this.suggestions[index];
    if (!place) return;
    this.text = place.label;
    this.dependencies.pick(place);
    this.asked += 1;
    this.close();
  }

  /** Keys of the combobox; true when the key was used (so that the page does not scroll or submit). */
  key(key: string): boolean {
    const move = comboboxKey(key, { open: this.open, active: this.active, count: this.suggestions.length }, { opensOnArrow: true, picksSole: true });
    if (move === null) return false;
    if (move.kind === 'move') Object.assign(this, { open: true, active: move.active });
    else if (move.kind === 'pick') this.pick(move.index);
    else this.close();
    return true;
  }

  close(): void {
    this.open = false;
    this.active = -1;
  }

  /** The screen goes: a search waiting for its pause is not sent, an answer on its way is dropped. */
  stop(): void {
    this.cancelPending();
    this.asked += 1;
  }

  private cancelPending(): void {
    if (this.pending !== null) this.dependencies.timers.clearTimeout(this.pending);
    this.pending = null;
  }
}
