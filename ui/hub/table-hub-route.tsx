import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LiveUpdates } from '../../core/ports/live-updates';
import { LIVE_UPDATES } from '../../core/ports/live-updates';
import type { TableGateway } from '../../core/ports/table-gateway';
import { TABLE_GATEWAY } from '../../core/ports/table-gateway';
import { LoadTableHub } from '../../core/use-cases/hub/load-table-hub';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { Button, buttonClassName } from '../design/button';
import { Spinner } from '../design/spinner';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { PayTheTableButton } from '../table/pay-the-table-button';
import { BillSplitSection } from './bill-split-section';
import { TableBillView } from './table-bill-view';
import { TableHubViewModel } from './table-hub-view-model';
import './hub.css';

/** /{restaurantId}/hub?number= (browsing 2.1 and 2.5): the hub of a table. */
export function Component() {
  const restaurant = useRestaurant();
  const [search] = useSearchParams();
  // The layout renders its pages only once the settings are there.
  if (restaurant.settings.status !== 'ready') return null;
  return <TableHubPage settings={restaurant.settings.value} number={search.get('number')} returnedShare={search.get('share')} />;
}

/** The browser shows the page again from its history (back from the platform's payment page). */
const onReturn = (callback: () => void) => {
  const shown = (event: PageTransitionEvent) => {
    if (event.persisted) callback();
  };
  window.addEventListener('pageshow', shown);
  return () => window.removeEventListener('pageshow', shown);
};

const TableHubPage = observer(function TableHubPage({ settings, number, returnedShare }: {
  readonly settings: RestaurantSettings;
  readonly number: string | null;
  /** Issue 20 item 2: the share the payment provider's page sent the customer back with. */
  readonly returnedShare: string | null;
}) {
  const { t } = useTranslation();
  const container = useContainer();
  usePageTitle(t('hub_title'), settings.restaurant_name);
  // The use case is built here, in the hub's chunk, from the bound gateway (as the presenter's is): a binding in
  // config would add its loader to the menu's first visit (tests/e2e/first-visit.e2e.ts).
  const deps = useMemo(
    () => ({
      loadTableHub: async () => new LoadTableHub(await container.getAsync<TableGateway>(TABLE_GATEWAY)),
      log: (message: string) => console.warn(message),
      onReturn,
      // Issue 20 item 2: the table's bill live, from the live channel bound for tracking (its own chunk).
      watchBill: (table: string, listener: { readonly changed: () => void; readonly connection: (live: boolean) => void }) => {
        let stop: (() => void) | null = null;
        let stopped = false;
        void container.getAsync<LiveUpdates>(LIVE_UPDATES).then((live) => {
          if (stopped) return;
          const subscription = live.watchTableBill(settings.id, table).subscribe((event) => {
            if (event.kind === 'connection') listener.connection(event.connected);
            else listener.changed();
          });
          stop = () => subscription.unsubscribe();
        });
        return () => {
          stopped = true;
          stop?.();
        };
      },
    }),
    [container, settings.id],
  );
  const input = useMemo(() => ({ restaurantId: settings.id, number, tablePayment: settings.tastypay }), [settings, number]);
  const hub = useViewModel(() => new TableHubViewModel(input, deps), [input, deps]);
  const { screen } = hub;
  const tableNumber = screen.kind === 'ready' && screen.hub.kind !== 'unknown_table' ? screen.hub.tableNumber : null;
  // Ours: a table that may order from the storefront is offered the menu to order from (the spec's view_menu
  // link is the establishment's fixed external one, browsing 2.5).
  const ordersAtTable = settings.orderTypes.some((type) => type.id === OrderTypeId.onPlace);
  const menuUrl = settings.config.hub_menu_url ?? null;

  return (
    <div className="page hub">
      <header className="hub__welcome">
        <p className="hub__greeting">{t('hub_welcome')}</p>
        <h1 className="page-title">{settings.restaurant_name}</h1>
        {tableNumber && <p className="hub__table">{t('hub_table_number', { number: tableNumber })}</p>}
      </header>
      <nav className="hub__actions" aria-label={t('hub_actions')}>
        {menuUrl && (
          <a className={buttonClassName('secondary', { large: true })} href={menuUrl} target="_blank" rel="noopener noreferrer">
            {t('view_menu')}
          </a>
        )}
        {ordersAtTable && (
          <Link className={buttonClassName('secondary', { large: true })} to={paths.home(settings.id)}>
            {t('hub_order_at_table')}
          </Link>
        )}
      </nav>
      <section className="hub__bill" aria-labelledby="hub-bill-title" aria-busy={screen.kind === 'loading'}>
        <h2 id="hub-bill-title">{t('hub_bill_title')}</h2>
        {screen.kind === 'loading' && <Spinner label={t('hub_bill_loading')} />}
        {screen.kind === 'failed' && (
          <div role="alert" className="hub__message">
            <p>{t('hub_bill_failed')}</p>
            <Button variant="secondary" onClick={() => void hub.load()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {screen.kind === 'ready' && screen.hub.kind === 'unknown_table' && (
          <p role="status" className="hub__message">
            {t('hub_unknown_table')}
          </p>
        )}
        {screen.kind === 'ready' && screen.hub.kind === 'no_table_payment' && (
          <p role="status" className="hub__message">
            {t('hub_no_table_payment')}
          </p>
        )}
        {screen.kind === 'ready' && screen.hub.kind === 'no_open_bill' && (
          <p role="status" className="hub__message">
            {t('hub_no_open_bill', { number: screen.hub.tableNumber })}
          </p>
        )}
        {screen.kind === 'ready' && (screen.hub.kind === 'open' || screen.hub.kind === 'paid') && (
          <>
            {screen.hub.kind === 'paid' && (
              <p role="status" className="hub__message hub__message--paid">
                {t('hub_bill_paid')}
              </p>
            )}
            <TableBillView settings={settings} orders={screen.hub.orders} summary={screen.hub.summary} />
            {hub.liveLost && (
              <p role="status" className="hub__message">
                {t('hub_live_lost')}
              </p>
            )}
            {screen.hub.kind === 'open' && hub.canPay && (
              <BillSplitSection settings={settings} tableNumber={screen.hub.tableNumber} split={screen.hub.split} reload={() => void hub.load()} returnedShare={returnedShare} />
            )}
          </>
        )}
        {hub.canPay && tableNumber && <PayTheTableButton restaurantId={settings.id} tableNumber={tableNumber} label="pay_bill" />}
      </section>
    </div>
  );
});
