import { createContext, useContext } from 'react';
import type { SessionUser } from '../../core/domain/account/account';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { DashboardViewModel } from './dashboard-view-model';

export interface DashboardScope {
  readonly settings: RestaurantSettings;
  readonly user: SessionUser;
  readonly dashboard: DashboardViewModel;
}

/** What the dashboard's inner routes share: the establishment, the signed-in user, the favourites. */
export const DashboardContext = createContext<DashboardScope | null>(null);

export function useDashboard(): DashboardScope {
  const scope = useContext(DashboardContext);
  if (!scope) throw new Error('useDashboard: only the dashboard routes have one.');
  return scope;
}
