import { makeAutoObservable } from 'mobx';
import type { AddressSuggestion } from '../../../core/domain/order-type/address-suggestion';
import { addressQueryOf } from '../../../core/domain/order-type/address-suggestion';
import type { Timers } from '../../notifications/notification-center';
import { comboboxKey } from '../../design/combobox-keys';

/** Ours: the search waits for a pause in typing, so a street typed letter by letter is one search. */
export const ADDRESS_SEARCH_PAUSE_MS = 300;

export interface AddressSearchDependencies {
  /** The SearchDeliveryAddress use case: what to propose for what was typed ([] when it fails). */
  readonly search: (typed: string) => Promise<readonly AddressSuggestion[]>;
  /** Fills the form with the address picked (street, post code, city and position). */
  readonly pick: (address: AddressSuggestion) => void;
  readonly timers: Timers;
}

/**
 * The delivery street's suggestions (an ARIA combobox, checkout 3 deliveryData latitude, longitude):
 * searched after a pause in typing, the latest answer only; arrows move through them, Enter picks, Escape
 * closes. Typing on without picking keeps what is typed, as an address without a position.
 */
export class AddressSearchViewModel {
  suggestions: readonly AddressSuggestion[] = [];
  open = false;
  /** The suggestion the arrows are on (aria-activedescendant); -1 for none. */
  active = -1;
  private pending: unknown = null;
  /** Answers to an older query than the last one are dropped. */
  private asked = 0;

  constructor(private readonly dependencies: AddressSearchDependencies) {
    makeAutoObservable<AddressSearchViewModel, 'dependencies' | 'pending' | 'asked'>(this, { dependencies: false, pending: false, asked: false }, { autoBind: true });
  }

  /** The street field changed: search it again after the pause. */
  typed(value: string): void {
    this.cancelPending();
    const ask = ++this.asked;
    if (addressQueryOf(value) === null) {
      this.close();
      return;
    }
    this.pending = this.dependencies.timers.setTimeout(() => {
      this.pending = null;
      void this.dependencies.search(value).then((found) => this.answered(ask, found));
    }, ADDRESS_SEARCH_PAUSE_MS);
  }

  answered(ask: number, found: readonly AddressSuggestion[]): void {
    if (ask !== this.asked) return;
    this.suggestions = found;
    this.open = found.length > 0;
    this.active = -1;
  }

  pick(index: number): void {
    const address = this.suggestions[index];
    if (!address) return;
    this.dependencies.pick(address);
    this.asked += 1;
    this.close();
  }

  /** Keys of the combobox; true when the key was used (so the form is not submitted by Enter). */
  key(key: string): boolean {
    const move = comboboxKey(key, { open: this.open, active: this.active, count: this.suggestions.length }, { opensOnArrow: false, picksSole: false });
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

  /** The screen goes: a search waiting for its pause is not sent. */
  stop(): void {
    this.cancelPending();
    this.asked += 1;
  }

  private cancelPending(): void {
    if (this.pending !== null) this.dependencies.timers.clearTimeout(this.pending);
    this.pending = null;
  }
}
