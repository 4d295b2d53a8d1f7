import { observer } from 'mobx-react-lite';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import { useRestaurant } from '../../session/restaurant-context';
import { paths } from '../../routing/restaurant-paths';
import { useRoomDirectory } from '../use-room-directory';
import { Spinner } from '../../design/spinner';
import { directoryPaths } from '../room-directory-paths';
import { DirectoryHeader } from './directory-header';
import { DirectoryHeaderViewModel } from './directory-header-view-model';
import { DirectoryV2Context, useDirectoryV2 } from './directory-v2-context';
import { DirectoryV2Footer } from './directory-v2-footer';
import { DirectoryV2BookingPage, DirectoryV2CustomPage, DirectoryV2Home } from './directory-v2-pages';
import { directoryV2Paths } from './directory-v2-paths';
import { MobileCtaBar } from './mobile-menu';
import { MobileMenuViewModel } from './mobile-menu-view-model';
import { useDirectoryTheme } from './use-directory-theme';
// The labels and file dialog of the v1 directory come with their styles.
import '../room-directory.css';
import './room-directory-v2.css';

/** /{restaurantId}/roomdirectoryV2 and its custompage and booking pages (browsing 2.1 and 2.10), its own chunk. */
export function Component() {
  const restaurant = useRestaurant();
  const { t } = useTranslation();
  if (restaurant.settings.status !== 'ready') return <Spinner label={t('loading')} />;
  const settings = restaurant.settings.value;
  // browsing 2.10: "if room_directory_version is not 2, redirect to v1".
  if (settings.room_directory_version !== 2) return <Navigate to={directoryPaths.home(settings.id, 'roomdirectory')} replace />;
  return <DirectoryV2Loader key={settings.id} settings={settings} />;
}

/** Loads the directory once for its pages; browsing 2.10 and 8: a load failure (logged) goes Home. */
const DirectoryV2Loader = observer(function DirectoryV2Loader({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const loaded = useRoomDirectory(settings.id);
  if (loaded.status === 'loading') return <Spinner label={t('loading')} />;
  if (loaded.status === 'failed') return <Navigate to={paths.home(settings.id)} replace />;
  return (
    <DirectoryV2Context.Provider value={{ settings, directory: loaded.value }}>
      <DirectoryV2Layout directory={loaded.value} />
    </DirectoryV2Context.Provider>
  );
});

function DirectoryV2Layout({ directory }: { readonly directory: RoomDirectory }) {
  const { settings } = useDirectoryV2();
  const { pathname } = useLocation();
  const onHome = pathname.replace(/\/$/, '') === directoryV2Paths.home(settings.id);
  const root = useRef<HTMLDivElement>(null);
  useDirectoryTheme(root, directory);
  // On another page the header starts collapsed with a back button (browsing 2.10): one per page.
  const header = useMemo(() => new DirectoryHeaderViewModel(onHome, () => window.scrollTo({ top: 0 })), [onHome]);
  const menu = useMemo(() => new MobileMenuViewModel(), []);
  return (
    <div ref={root} className="rd2">
      <DirectoryHeader header={header} menu={menu} onHome={onHome} />
      <div id="rd2-content" className="rd2-content" tabIndex={-1}>
        <Routes>
          <Route index element={<DirectoryV2Home />} />
          <Route path="custompage/:categoryId" element={<DirectoryV2CustomPage />} />
          <Route path="booking/:categoryId" element={<DirectoryV2BookingPage />} />
          <Route path="*" element={<Navigate to={directoryV2Paths.home(settings.id)} replace />} />
        </Routes>
      </div>
      <DirectoryV2Footer />
      <MobileCtaBar />
    </div>
  );
}
