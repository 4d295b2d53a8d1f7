import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadDashboard, SetFavourite } from '../../core/use-cases/account/account-dashboard';
import type { Logout } from '../../core/use-cases/account/logout';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { DashboardViewModel } from './dashboard-view-model';
import { useSignedInUser } from './use-account-session';

/** accounts 2 and 3: a signed-in customer marks a product as a favourite from its full view. */
export function FavouriteProductToggle({ settings, productId }: { readonly settings: RestaurantSettings; readonly productId: number }) {
  const user = useSignedInUser(settings.id);
  if (!settings.enable_client_account || !user) return null;
  return <Toggle restaurantId={settings.id} productId={productId} />;
}

const Toggle = observer(function Toggle({ restaurantId, productId }: { readonly restaurantId: string; readonly productId: number }) {
  const { t } = useTranslation();
  const container = useContainer();
  const { notifications } = useAppServices();
  const deps = useMemo(
    () => ({
      loadDashboard: () => container.getAsync<LoadDashboard>(USE_CASES.loadDashboard),
      setFavourite: () => container.getAsync<SetFavourite>(USE_CASES.setFavourite),
      logout: () => container.getAsync<Logout>(USE_CASES.logout),
      // accounts 8: a failed dashboard fetch is logged only; here the button simply does not show.
      warn: () => undefined,
      notify: notifications.notify,
    }),
    [container, notifications],
  );
  const favourites = useViewModel(() => new DashboardViewModel(restaurantId, deps), [restaurantId, deps]);
  if (!favourites.loaded) return null;
  const isFavourite = favourites.data.products.some((product) => product.id === productId);
  return (
    <Button
      variant="secondary"
      disabled={favourites.busy}
      onClick={() => void favourites.setFavourite({ kind: 'product', id: productId }, !isFavourite)}
    >
      {t(isFavourite ? 'favourite_product_on' : 'favourite_product_off')}
    </Button>
  );
});
