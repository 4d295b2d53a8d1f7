import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../config/use-case-tokens';
import { groupDisplayName } from '../../core/domain/group/group-settings';
import { localize } from '../../core/domain/locale/localized-text';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { useContainer } from '../container/container-context';
import { groupNameOf, rememberGroupName } from './child-token';

/**
 * browsing 2.4: the name of the group a child was opened from, for its way back. The group's page
 * remembers it for the visit; a child reached without it (a copied link, a new tab) loads the group's
 * settings once. Null while loading, or when the group does not load (the way back then names none).
 */
export function useGroupName(groupId: RestaurantId | null): string | null {
  const container = useContainer();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<{ readonly groupId: RestaurantId; readonly name: string } | null>(null);
  const remembered = groupId ? groupNameOf(groupId) : null;
  useEffect(() => {
    if (!groupId || remembered) return;
    let current = true;
    void container
      .get<LoadRestaurant>(USE_CASES.loadRestaurant)
      .execute(groupId)
      .then((result) => {
        if (!current || !result.ok || !result.value.multi_establishment) return;
        const name = groupDisplayName(localize(result.value.multi_establishment.title, language), result.value.restaurant_name);
        rememberGroupName(groupId, name);
        setLoaded({ groupId, name });
      });
    return () => {
      current = false;
    };
  }, [container, groupId, remembered, language]);
  return remembered ?? (loaded && loaded.groupId === groupId ? loaded.name : null);
}
