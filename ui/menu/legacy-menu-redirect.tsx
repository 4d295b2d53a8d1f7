import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths } from '../routing/restaurant-paths';

/** browsing 2.1: /{restaurantId}/:oldproducttype/menu/:categoryid is the legacy form of the menu route. */
export function LegacyMenuRedirect() {
  const { restaurantId = '', categoryid = '0' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${paths.home(restaurantId)}/menu/${encodeURIComponent(categoryid)}${search}`} replace />;
}
