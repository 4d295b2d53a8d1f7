import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import { localize } from '../../core/domain/locale/localized-text';
import type { GroupSettings } from '../../core/domain/group/group-settings';
import { groupDisplayName } from '../../core/domain/group/group-settings';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../../core/ports/key-value-store';
import type { RandomSource } from '../../core/ports/random-source';
import { RANDOM_SOURCE } from '../../core/ports/random-source';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { Spinner } from '../design/spinner';
import { childMenuPath, rememberGroupName } from './child-token';
import { GroupBasketSummary } from './group-basket-summary';
import { GroupDeliveryDetails } from './group-delivery-details';
import { useGroupBasket } from './use-group-basket';
import { GroupTutorialDialog } from './group-tutorial-dialog';
import { GroupViewModel } from './group-view-model';
import './group.css';

/** /{restaurantId}/homeMultiEstablishment (browsing 2.1, 2.4). An establishment that is not a group goes home. */
export const Component = observer(function GroupHomeRoute() {
  const restaurant = useRestaurant();
  if (restaurant.settings.status !== 'ready') return null;
  const settings = restaurant.settings.value;
  // browsing 2.4: "if no establishment type is known it goes to Home".
  if (!settings.multi_establishment) return <Navigate to={paths.home(settings.id)} replace />;
  return <GroupHome settings={settings} group={settings.multi_establishment} />;
});

const GroupHome = observer(function GroupHome({ settings, group }: { readonly settings: RestaurantSettings; readonly group: GroupSettings }) {
  const { t, i18n } = useTranslation();
  const container = useContainer();
  const home = useViewModel(
    () =>
      new GroupViewModel(group, {
        loadRestaurant: container.get<LoadRestaurant>(USE_CASES.loadRestaurant),
        random: container.get<RandomSource>(RANDOM_SOURCE),
        store: container.get<KeyValueStore>(KEY_VALUE_STORE),
      }, settings.id),
    [group, container, settings.id],
  );
  // checkout 3 and 7: the baskets filled at the outlets, ordered together from here.
  const basket = useGroupBasket(group);
  const language = i18n.language;
  const title = groupDisplayName(localize(group.title, language), settings.restaurant_name);
  usePageTitle(t('choose_establishment'), settings.restaurant_name);
  // browsing 2.1: the children opened from here say "back to <group>".
  useEffect(() => rememberGroupName(settings.id, title), [settings.id, title]);
  const entries = home.shownEntries;
  return (
    <div className="group-home page">
      <h1 className="group-home__title">{title}</h1>
      {localize(group.sub_title, language) && <p className="group-home__subtitle">{localize(group.sub_title, language)}</p>}
      <GroupDeliveryDetails orderTypes={home.orderTypes} chosen={home.chosenOrderType} onChoose={home.chooseOrderType} />
      <GroupBasketSummary basket={basket} groupId={settings.id} settings={settings} />
      {localize(group.question, language) && <h2 className="group-home__question">{localize(group.question, language)}</h2>}
      {entries.status !== 'ready' ? (
        <Spinner label={t('loading')} />
      ) : entries.value.length === 0 ? (
        <p className="group-home__empty">{t('no_restaurants_available')}</p>
      ) : (
        <ul className="group-home__list">
          {entries.value.map(({ child, establishment }) => (
            <li key={establishment.id} className={child.big ? 'group-card group-card--big' : 'group-card'}>
              <Link to={childMenuPath(establishment.id, settings.id)} className="group-card__link">
                {establishment.logo_url && <img className="group-card__logo" src={establishment.logo_url} alt="" width={48} height={48} />}
                <span className="group-card__name">{establishment.restaurant_name}</span>
                {localize(establishment.restaurant_translations.cc_title, language) && (
                  <span className="group-card__title">{localize(establishment.restaurant_translations.cc_title, language)}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {home.tutorial.kind === 'step' && (
        <GroupTutorialDialog group={group} step={home.tutorial.index} onAnswer={home.answer} onDismiss={home.dismiss} />
      )}
    </div>
  );
});
