import { createContext, useContext } from 'react';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../core/domain/room-directory/room-directory';
import type { DirectoryMode } from './room-directory-paths';

/** The directory loaded once (browsing 2.9: the linker is a wrapper loading it once), for its pages. */
export interface DirectoryScope {
  readonly settings: RestaurantSettings;
  readonly directory: RoomDirectory;
  readonly mode: DirectoryMode;
}

export const DirectoryContext = createContext<DirectoryScope | null>(null);

export function useDirectory(): DirectoryScope {
  const scope = useContext(DirectoryContext);
  if (!scope) throw new Error('useDirectory: only the room directory pages have one.');
  return scope;
}
