import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { homeEntry } from '../../core/domain/home/home-entry';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { SessionGate } from '../session/session-gate';
import { homeVisit } from '../session/home-visit';
import { directoryPaths } from '../room-directory/room-directory-paths';
import { Spinner } from '../design/spinner';

// The home is its own chunk: establishments without a home page (most) go straight to the menu.
const HomeScreen = lazy(() => import('./home-screen'));

/**
 * /{restaurantId} (browsing 2.2): on load, a room directory or a linker goes to its directory on the
 * visit's first navigation (home-visit.ts); an establishment without a home page, or with a forced home
 * category, goes to the menu, keeping an overlay the address opens (productCompose/..., basket) and
 * the query; the others see their home.
 */
export const HomeRoute = observer(function HomeRoute() {
  const restaurant = useRestaurant();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  if (restaurant.settings.status !== 'ready') return null;
  const settings = restaurant.settings.value;
  const entry = homeEntry(settings, homeVisit(settings.id, search));
  // browsing 2.2: a room directory from a hotel room, a linker otherwise, on the visit's first navigation.
  if (entry.kind === 'room-directory') return <Navigate to={directoryPaths.home(settings.id, 'roomdirectory')} replace />;
  if (entry.kind === 'linker') return <Navigate to={directoryPaths.home(settings.id, 'linker')} replace />;
  // browsing 2.4: a group of restaurants lists its outlets.
  if (entry.kind === 'multi-establishment') return <Navigate to={`${paths.home(settings.id)}/homeMultiEstablishment`} replace />;
  if (entry.kind === 'menu') {
    // After the path's first segment, whichever id it holds (browsing 2.1: the short one or the hashed one).
    const overlay = pathname.replace(/^\/[^/]*\/*/, '');
    const to = `${paths.home(settings.id)}/menu/${entry.categoryId}${overlay ? `/${overlay}` : ''}${search}`;
    return <Navigate to={to} replace />;
  }
  return (
    <SessionGate>
      {(session) => (
        <Suspense fallback={<Spinner label={t('loading_menu')} />}>
          <HomeScreen session={session} />
        </Suspense>
      )}
    </SessionGate>
  );
});
