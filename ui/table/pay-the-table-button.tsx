import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { FindTablePayment } from '../../core/use-cases/table/find-table-payment';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { PayTheTableViewModel } from './pay-the-table-view-model';

/**
 * checkout 2: the tracking page's pay-the-table button, for a table order where the restaurant offers it;
 * browsing 2.5: the hub's 'pay_bill' button, the same flow under the hub's own words (`label`, a text key).
 */
export const PayTheTableButton = observer(function PayTheTableButton({ restaurantId, tableNumber, label = 'pay_the_table' }: {
  readonly restaurantId: RestaurantId;
  readonly tableNumber: string;
  readonly label?: 'pay_the_table' | 'pay_bill';
}) {
  const { t } = useTranslation();
  const container = useContainer();
  const { notifications } = useAppServices();
  const deps = useMemo(
    () => ({
      findTablePayment: () => container.getAsync<FindTablePayment>(USE_CASES.findTablePayment),
      openPage: (address: string) => window.location.assign(address),
      notify: notifications.notify,
      log: (message: string) => console.warn(message),
    }),
    [container, notifications],
  );
  const table = useViewModel(() => new PayTheTableViewModel(restaurantId, tableNumber, deps), [restaurantId, tableNumber, deps]);
  return (
    <Button large onClick={() => void table.payTheTable()} aria-busy={table.loading} disabled={table.loading}>
      {t(label)}
    </Button>
  );
});
