import type { SavedInfos } from '../../domain/checkout/saved-infos';
import { readSavedInfos, rememberInfos } from '../../domain/checkout/saved-infos';
import type { KeyValueStore } from '../../ports/key-value-store';

/** checkout 7: the client keeps lastCmdInfos in local storage. */
export const SAVED_INFOS_KEY = 'lastCmdInfos';

/**
 * checkout 3 and 9: recalls and remembers the last orders' contact infos (at most 2, version 0.1). A
 * store that holds garbage or refuses to write is no reason to fail: there is simply nothing to offer.
 */
export class SavedInfosBook {
  constructor(private readonly store: KeyValueStore) {}

  recall(): SavedInfos[] {
    const raw = this.store.get(SAVED_INFOS_KEY);
    if (raw === null) return [];
    try {
      return readSavedInfos(JSON.parse(raw));
    } catch {
      return [];
    }
  }

  remember(infos: SavedInfos): void {
    this.store.set(SAVED_INFOS_KEY, JSON.stringify(rememberInfos(this.recall(), infos)));
  }
}
