import type { AddressSuggestion } from '../../../core/domain/order-type/address-suggestion';
import { addressQueryOf } from '../../../core/domain/order-type/address-suggestion';
import type { Timers } from '../../notifications/notification-center';
import { SuggestionSearch } from '../../design/suggestion-search';

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
 * The delivery street's suggestions (an ARIA combobox, checkout 3 deliveryData latitude, longitude). The
 * street field is the form's: a pick fills the form, and typing on without picking keeps what is typed, as
 * an address without a position. The arrows do not open a closed list (the field is a form's text field).
 */
export class AddressSearchViewModel extends SuggestionSearch<AddressSuggestion> {
  constructor(dependencies: AddressSearchDependencies) {
    super({ ...dependencies, queryOf: addressQueryOf, pauseMs: ADDRESS_SEARCH_PAUSE_MS, keys: { opensOnArrow: false, picksSole: false } });
  }
}
