import { createContext, useContext } from 'react';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';

/** The v2 directory, loaded once for its pages (browsing 2.10). */
export interface DirectoryV2Scope {
  readonly settings: RestaurantSettings;
  readonly directory: RoomDirectory;
}

export const DirectoryV2Context = createContext<DirectoryV2Scope | null>(null);

export function useDirectoryV2(): DirectoryV2Scope {
  const scope = useContext(DirectoryV2Context);
  if (!scope) throw new Error('useDirectoryV2: only the room directory v2 pages have one.');
  return scope;
}
