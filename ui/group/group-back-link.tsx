import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { groupHomePath, groupOfVisit } from './child-token';

/**
 * In a child opened from its group (child_token, browsing 2.1), the header's way back to the group.
 * The group's name is not loaded here: the group's id is what the token carries, and the link says
 * "back to the establishments' list".
 */
export function GroupBackLink({ restaurantId }: { readonly restaurantId: RestaurantId }) {
  const { search } = useLocation();
  const { t } = useTranslation();
  const groupId = groupOfVisit(restaurantId, search);
  if (!groupId) return null;
  return (
    <Link to={groupHomePath(groupId)} className="group-back-link">
      <span aria-hidden="true">←</span> {t('back_to_establishments')}
    </Link>
  );
}
