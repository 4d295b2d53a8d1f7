import { actionBound, makeObservable, observable, observableRef } from 'mobx';
import { comboboxKey } from './combobox-keys';

export interface SearchTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How one combobox searches: what it asks, when, and what a pick does. */
export interface SuggestionSearchOptions<T> {
  /** The suggestions for what was typed; a rejection is a failed search (`status` 'failed'). */
  readonly search: (typed: string) => Promise<readonly T[]>;
  /** What picking a suggestion does (fill the form, sort a list...). */
  readonly pick: (suggestion: T) => void;
  /** Whether what is typed is worth a search (null: too short or empty, the list closes). */
  readonly queryOf: (typed: string) => unknown;
  readonly timers: SearchTimers;
  /** The pause in typing awaited before searching, so that a word typed letter by letter is one search. */
  readonly pauseMs: number;
  readonly keys: { readonly opensOnArrow: boolean; readonly picksSole: boolean };
  /** When given, a pick writes the suggestion's label into the field (`text`). */
  readonly labelOf?: (suggestion: T) => string;
}

/**
 * An ARIA combobox's list autocomplete (WAI-ARIA 1.2), shared by the delivery street's and the store locator's
 * searches: searched after a pause in typing, the latest answer only (an answer to an older query is dropped);
 * the arrows move through the suggestions, Enter picks, Escape closes. A failed search says so and keeps what
 * is typed. Subclasses only give their options (makeObservable, not makeAutoObservable, for that reason).
 */
export class SuggestionSearch<T> {
  text = '';
  suggestions: readonly T[] = [];
  open = false;
  /** The suggestion the arrows are on (aria-activedescendant); -1 for none. */
  active = -1;
  /** What the last search found, for a polite live region: null before any. */
  status: 'none_found' | 'found' | 'failed' | null = null;
  private pending: unknown = null;
  /** Answers to an older query than the last one are dropped. */
  private asked = 0;

  constructor(private readonly options: SuggestionSearchOptions<T>) {
    makeObservable(this, {
      text: observable,
      suggestions: observableRef,
      open: observable,
      active: observable,
      status: observable,
      typed: actionBound,
      answered: actionBound,
      failed: actionBound,
      pick: actionBound,
      key: actionBound,
      close: actionBound,
      stop: actionBound,
    });
  }

  /** The field changed: search it again after the pause. */
  typed(value: string): void {
    this.text = value;
    this.cancelPending();
    const ask = ++this.asked;
    if (this.options.queryOf(value) === null) {
      this.close();
      this.status = null;
      return;
    }
    this.pending = this.options.timers.setTimeout(() => {
      this.pending = null;
      this.options.search(value).then(
        (found) => this.answered(ask, found),
        () => this.failed(ask),
      );
    }, this.options.pauseMs);
  }

  answered(ask: number, found: readonly T[]): void {
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
    const suggestion = this.suggestions[index];
    if (suggestion === undefined) return;
    if (this.options.labelOf) this.text = this.options.labelOf(suggestion);
    this.options.pick(suggestion);
    this.asked += 1;
    this.close();
  }

  /** Keys of the combobox; true when the key was used (so that the page does not scroll or submit the form). */
  key(key: string): boolean {
    const move = comboboxKey(key, { open: this.open, active: this.active, count: this.suggestions.length }, this.options.keys);
    if (move === null) return false;
    if (move.kind === 'move') {
      this.open = true;
      this.active = move.active;
    } else if (move.kind === 'pick') this.pick(move.index);
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
    if (this.pending !== null) this.options.timers.clearTimeout(this.pending);
    this.pending = null;
  }
}
