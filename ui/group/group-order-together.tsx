import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { USE_CASES } from '../../config/use-case-tokens';
import type { GroupSettings } from '../../core/domain/group/group-settings';
import type { RestaurantId, RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { useContainer } from '../container/container-context';
import { groupOfVisit } from './child-token';
import { GroupBasketSummary } from './group-basket-summary';
import { useGroupBasket } from './use-group-basket';
import './group.css';

/**
 * In an outlet opened from its group (child_token, browsing 2.1), its basket says what waits in the
 * other outlets' baskets and offers to order everything together (checkout 3 and 7). Nothing outside a
 * group, or while the group does not load.
 */
export function GroupOrderTogether({ outlet, search }: { readonly outlet: RestaurantSettings; readonly search: string }) {
  const container = useContainer();
  const groupId = groupOfVisit(outlet.id, search);
  const [group, setGroup] = useState<{ readonly id: RestaurantId; readonly group: GroupSettings } | null>(null);
  useEffect(() => {
    if (!groupId) return;
    let current = true;
    void container
      .get<LoadRestaurant>(USE_CASES.loadRestaurant)
      .execute(groupId)
      .then((result) => {
        if (current && result.ok && result.value.multi_establishment) setGroup({ id: groupId, group: result.value.multi_establishment });
      });
    return () => {
      current = false;
    };
  }, [container, groupId]);
  if (!group || group.id !== groupId) return null;
  return <OtherOutletsBaskets group={group.group} groupId={group.id} outlet={outlet} />;
}

const OtherOutletsBaskets = observer(function OtherOutletsBaskets({ group, groupId, outlet }: { readonly group: GroupSettings; readonly groupId: RestaurantId; readonly outlet: RestaurantSettings }) {
  const basket = useGroupBasket(group);
  return <GroupBasketSummary basket={basket} groupId={groupId} settings={outlet} besides={outlet.id} />;
});
