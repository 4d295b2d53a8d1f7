import type { SavedInfos } from '../../domain/checkout/saved-infos';
import { readSavedInfosBook, rememberInfosAt } from '../../domain/checkout/saved-infos';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../ports/key-value-store';
import type { AccountSessionStore } from '../account/account-session-store';

/** checkout 7: the client keeps lastCmdInfos in local storage. */
export const SAVED_INFOS_KEY = 'lastCmdInfos';

/**
 * checkout 3 and 9: recalls and remembers the last orders' contact infos (at most 2, version 0.1), on this
 * device. Issue 22.8: for the establishment they were given to only, and for guests only: a signed-in
 * customer's details come from their account, and keeping them here would offer them to the next guest
 * of this device (or to another account signing in). A store that holds garbage or refuses to write is
 * no reason to fail: there is simply nothing to offer.
 */
export class SavedInfosBook {
  constructor(
    private readonly store: KeyValueStore,
    private readonly sessions: Pick<AccountSessionStore, 'isConnected'>,
  ) {}

  recall(restaurantId: RestaurantId): SavedInfos[] {
    if (this.sessions.isConnected(restaurantId)) return [];
    return this.read().get(restaurantId) ?? [];
  }

  remember(restaurantId: RestaurantId, infos: SavedInfos): void {
    if (this.sessions.isConnected(restaurantId)) return;
    this.store.set(SAVED_INFOS_KEY, JSON.stringify(rememberInfosAt(this.read(), restaurantId, infos)));
  }

  /** The book of one establishment, as its checkout uses it. */
  at(restaurantId: RestaurantId): { recall(): SavedInfos[]; remember(infos: SavedInfos): void } {
    return { recall: () => this.recall(restaurantId), remember: (infos) => this.remember(restaurantId, infos) };
  }

  private read(): Map<string, SavedInfos[]> {
    const raw = this.store.get(SAVED_INFOS_KEY);
    if (raw === null) return new Map();
    let book: Map<string, SavedInfos[]> | null = null;
    try {
      book = readSavedInfosBook(JSON.parse(raw));
    } catch {
      // Not JSON: dropped below like any record that cannot be read.
    }
    // Issue 22.8: a list an older storefront kept without its establishment (or anything unreadable) is
    // dropped, not guessed at: offered anywhere, it could be someone else's details.
    if (book === null) this.store.remove(SAVED_INFOS_KEY);
    return book ?? new Map();
  }
}
