import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { groupHomePath, groupNameOf, groupOfVisit } from './child-token';

/**
 * In a child opened from its group (child_token, browsing 2.1), the header's way back to the group.
 * It names the group its page remembered in this visit; with no name (a link from elsewhere) it says
 * "back to the establishments".
 */
export function GroupBackLink({ restaurantId }: { readonly restaurantId: RestaurantId }) {
  const { search } = useLocation();
  const { t } = useTranslation();
  const groupId = groupOfVisit(restaurantId, search);
  if (!groupId) return null;
  const name = groupNameOf(groupId);
  return (
    <Link to={groupHomePath(groupId)} className="group-back-link">
      <span aria-hidden="true">←</span> {name ? t('back_to_group', { name }) : t('back_to_establishments')}
    </Link>
  );
}
