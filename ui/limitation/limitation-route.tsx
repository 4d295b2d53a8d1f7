import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { OrderingSession } from '../session/restaurant-view-model';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { SessionGate } from '../session/session-gate';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { useLocalize } from '../locales/use-localize';
import type { LimitationEntities } from '../../core/domain/order/order-rejection';
import { limitationAddressQuery, limitationEntitiesFromAddress, readLimitationEntities } from './limitation-entities';
import { LimitationViewModel, limitationPageTitle } from './limitation-view-model';
import { LimitationTimeSlotSection } from './limitation-time-slot';
import './limitation.css';

/** /{restaurantId}/limitation/:type (browsing 2.7), loaded as its own chunk. */
export function Component() {
  return <SessionGate>{(session) => <LimitationPage session={session} />}</SessionGate>;
}

function LimitationPage({ session }: { readonly session: OrderingSession }) {
  const { state } = useLocation();
  const { type } = useParams();
  const [search] = useSearchParams();
  const entities = useMemo(() => limitationEntitiesFromAddress(search), [search]);
  const sent = useMemo(() => readLimitationEntities(state), [state]);
  const titleKey = limitationPageTitle(type);
  // Issue 19: the entities the checkout sent in the router's state go into the address, which a reload keeps.
  if (!entities && sent && titleKey) return <Navigate to={{ search: limitationAddressQuery(sent) }} replace state={state} />;
  // browsing 2.7: without entities (or with a type that is no limitation) go to Home.
  if (!entities || !titleKey) return <Navigate to={paths.home(session.settings.id)} replace />;
  return <LimitationScreen session={session} entities={entities} titleKey={titleKey} />;
}

const LimitationScreen = observer(function LimitationScreen({ session, entities, titleKey }: {
  readonly session: OrderingSession;
  readonly entities: LimitationEntities;
  readonly titleKey: string;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const restaurant = useRestaurant();
  const limitation = useViewModel(() => new LimitationViewModel(entities, session.catalogue, session.basket), [entities, session]);
  const categories = limitation.categoryNames;
  const products = limitation.productNames;
  // browsing 2.7: 'back_to_main_page' reloads the data (the menu as the platform has it now), then goes Home.
  const backToMainPage = () => {
    navigate(paths.home(session.settings.id), { replace: true });
    void restaurant.retry();
  };

  return (
    <div className="page limitation">
      <h1 className="page-title">{t(titleKey)}</h1>
      <LimitationTimeSlotSection settings={session.settings} timeSlotId={entities.timeSlotId} />
      {categories.length > 0 && (
        <section aria-labelledby="limitation-categories">
          <h2 id="limitation-categories" className="limitation__heading">{t('limitation_limited_categories')}</h2>
          <ul className="limitation__list">
            {categories.map((name, index) => (
              <li key={index}>{localize(name)}</li>
            ))}
          </ul>
        </section>
      )}
      {products.length > 0 && (
        <section aria-labelledby="limitation-products">
          <h2 id="limitation-products" className="limitation__heading">{t('products_removed_from_cart')}</h2>
          <ul className="limitation__list">
            {products.map((name, index) => (
              <li key={index}>{localize(name)}</li>
            ))}
          </ul>
        </section>
      )}
      <Button large onClick={backToMainPage}>
        {t('back_to_main_page')}
      </Button>
    </div>
  );
});
