import { useCallback, useSyncExternalStore } from 'react';
import { ACCOUNT_SESSION_STORE } from '../../config/use-case-tokens';
import type { SessionUser } from '../../core/domain/account/account';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { AccountSessionStore } from '../../core/use-cases/account/account-session-store';
import { useContainer } from '../container/container-context';

export function useAccountSessionStore(): AccountSessionStore {
  return useContainer().get<AccountSessionStore>(ACCOUNT_SESSION_STORE);
}

/**
 * accounts 2: the local connected flag, and the session's user, kept in step with the session store
 * (login, logout, a profile saved, a session the platform ended): the header and the redirects follow it.
 */
export function useSignedInUser(restaurantId: RestaurantId): SessionUser | null {
  const store = useAccountSessionStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  // The stored text is the snapshot: a string compares by value, so a render happens only on a change.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(store.user(restaurantId)));
  return JSON.parse(snapshot) as SessionUser | null;
}
