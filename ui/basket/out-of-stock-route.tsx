import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderingSession } from '../session/restaurant-view-model';
import { paths } from '../routing/restaurant-paths';
import { SessionGate } from '../session/session-gate';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { useLocalize } from '../locales/use-localize';
import { OutOfStockViewModel, outOfStockAddressQuery, outOfStockEntitiesFromAddress, readOutOfStockEntities } from './out-of-stock-view-model';
import './basket.css';

/** /{restaurantId}/outofstock (browsing 2.8), loaded as its own chunk. */
export function Component() {
  return <SessionGate>{(session) => <OutOfStockPage session={session} />}</SessionGate>;
}

function OutOfStockPage({ session }: { readonly session: OrderingSession }) {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const entities = useMemo(() => outOfStockEntitiesFromAddress(search), [search]);
  const sent = useMemo(() => readOutOfStockEntities(state), [state]);
  // Issue 19: the entities the checkout sent in the router's state go into the address, which a reload keeps.
  if (!entities && sent) return <Navigate to={{ search: outOfStockAddressQuery(sent) }} replace state={state} />;
  // browsing 2.8: with no entities it redirects to Home.
  if (!entities) return <Navigate to={paths.home(session.settings.id)} replace />;
  return <OutOfStockScreen session={session} entities={entities} />;
}

const OutOfStockScreen = observer(function OutOfStockScreen({ session, entities }: {
  readonly session: OrderingSession;
  readonly entities: NonNullable<ReturnType<typeof readOutOfStockEntities>>;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const outOfStock = useViewModel(() => new OutOfStockViewModel(entities, session.catalogue, session.basket), [entities, session]);
  const names = outOfStock.unavailableNames;

  return (
    <div className="page out-of-stock">
      <h1 className="page-title">{t('these_products_are_no_longer_available')}</h1>
      {names.length > 0 && (
        <ul className="out-of-stock__list">
          {names.map((name, index) => (
            <li key={index}>{localize(name)}</li>
          ))}
        </ul>
      )}
      <p className="notice" role="status">
        {t('products_removed_from_cart')}
      </p>
      <Button large onClick={() => navigate(paths.home(session.settings.id), { replace: true })}>
        {t('back_to_main_page')}
      </Button>
    </div>
  );
});
