import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { searchWithChildToken } from '../../core/domain/group/group-child-token';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { groupHomePath, groupOfVisit } from './child-token';
import { useGroupName } from './use-group-name';

/**
 * In a child opened from its group (child_token, browsing 2.1), the header's way back to the group,
 * named after the group ("Retour à Les Halles"), loaded when its page was not seen in this visit.
 * It also keeps child_token in the address of every page of the child, so that a copied link, a
 * reload or a new tab keeps the way back.
 */
export function GroupBackLink({ restaurantId }: { readonly restaurantId: RestaurantId }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const groupId = groupOfVisit(restaurantId, location.search);
  const name = useGroupName(groupId);

  useEffect(() => {
    if (!groupId) return;
    // The window's query, not the router's: the menu writes subcategoryid into it directly.
    const search = searchWithChildToken(window.location.search, groupId);
    if (search === null) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true });
  }, [groupId, location, navigate]);

  if (!groupId) return null;
  return (
    <Link to={groupHomePath(groupId)} className="group-back-link">
      <span className="icon--directional" aria-hidden="true">←</span> {name ? t('back_to_group', { name }) : t('back_to_establishments')}
    </Link>
  );
}
