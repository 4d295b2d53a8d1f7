import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { useRoomDirectory } from './use-room-directory';
import { Spinner } from '../design/spinner';
import { DirectoryContext } from './directory-context';
import { CustomPage, DirectoryHome, ParentPage } from './directory-pages';
import { DirectoryBookingPage } from './directory-booking-page';
import { HighlightRoute } from './highlight/highlight-route';
import type { DirectoryMode } from './room-directory-paths';
import './room-directory.css';

/** /{restaurantId}/roomdirectory (browsing 2.9, v1). */
export function RoomDirectoryV1() {
  return <DirectoryArea mode="roomdirectory" />;
}

/** /{restaurantId}/linker (browsing 2.9): the same pages, a wrapper that loads the data once. */
export function Linker() {
  return <DirectoryArea mode="linker" />;
}

function DirectoryArea({ mode }: { readonly mode: DirectoryMode }) {
  const restaurant = useRestaurant();
  const { t } = useTranslation();
  if (restaurant.settings.status !== 'ready') return <Spinner label={t('loading')} />;
  // browsing 2.9: v1 redirects to the v2 home when room_directory_version is 2 (the linker stays itself).
  if (mode === 'roomdirectory' && restaurant.settings.value.room_directory_version === 2) {
    return <Navigate to={`/${encodeURIComponent(restaurant.settings.value.id)}/roomdirectoryV2`} replace />;
  }
  return <DirectoryLoader key={`${restaurant.settings.value.id}/${mode}`} settings={restaurant.settings.value} mode={mode} />;
}

/**
 * Loads the directory once for all its sub-pages. Reaching it clears the first-navigation flag
 * (home-visit.ts), so that Home, after a failure or from a "back to the menu", does not come back here.
 * browsing 2.9 and 8: a load failure (logged by the use case) goes Home.
 */
const DirectoryLoader = observer(function DirectoryLoader({ settings, mode }: { readonly settings: RestaurantSettings; readonly mode: DirectoryMode }) {
  const { t } = useTranslation();
  const loaded = useRoomDirectory(settings.id);
  if (loaded.status === 'loading') return <Spinner label={t('loading')} />;
  if (loaded.status === 'failed') return <Navigate to={paths.home(settings.id)} replace />;
  return (
    <DirectoryContext.Provider value={{ settings, directory: loaded.value, mode }}>
      <Routes>
        <Route index element={<DirectoryHome />} />
        <Route path="parent/:parentId" element={<ParentPage />} />
        <Route path="highlight-product/:categoryId" element={<HighlightRoute><DirectoryHome /></HighlightRoute>} />
        <Route path="parent/:parentId/highlight-product/:categoryId" element={<HighlightRoute><ParentPage /></HighlightRoute>} />
        <Route path="custompage/:categoryId" element={<CustomPage />} />
        <Route path="booking/:categoryId" element={<DirectoryBookingPage />} />
        <Route path="*" element={<Navigate to={`/${encodeURIComponent(settings.id)}/${mode}`} replace />} />
      </Routes>
    </DirectoryContext.Provider>
  );
});
