import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { directoryPageId } from '../../../core/domain/room-directory/room-directory';
import { useRestaurant } from '../../session/restaurant-context';
import { useDirectory } from '../directory-context';
import { directoryPaths } from '../room-directory-paths';

/** browsing 2.9: the drawer's code loads on the first opening only (its own chunk). */
const HighlightDrawer = lazy(() => import('./highlight-drawer'));

/**
 * browsing 2.1 and 2.9: highlight-product/:categoryId, over the directory home or a parent page (the
 * page it was opened from stays behind it). "Closing returns to the previous route": back in the
 * history when the drawer was opened from inside the app, else to the page behind it.
 */
export const HighlightRoute = observer(function HighlightRoute({ children }: { readonly children: ReactNode }) {
  const { settings, mode } = useDirectory();
  const restaurant = useRestaurant();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const categoryId = directoryPageId(params.categoryId);
  const parentId = directoryPageId(params.parentId);
  const close = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(parentId === null ? directoryPaths.home(settings.id, mode) : directoryPaths.parent(settings.id, mode, parentId), { replace: true });
  };
  const session = restaurant.session.status === 'ready' ? restaurant.session.value : null;
  return (
    <>
      {children}
      {session && (
        <Suspense fallback={null}>
          <HighlightDrawer key={params.categoryId} settings={session.settings} catalogue={session.catalogue} basket={session.basket} categoryId={categoryId} onClose={close} />
        </Suspense>
      )}
    </>
  );
});
