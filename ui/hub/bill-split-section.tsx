import { useEffect, useMemo } from 'react';
import type { SplitBill } from '../../core/domain/bill-split/bill-split';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TableGateway } from '../../core/ports/table-gateway';
import { TABLE_GATEWAY } from '../../core/ports/table-gateway';
import { PayBillShare } from '../../core/use-cases/hub/pay-bill-share';
import { useContainer } from '../container/container-context';
import { BillSplitForm } from './bill-split-form';
import { BillSplitViewModel } from './bill-split-view-model';

/** Issue 20 item 2: the share form of an open bill; the bill read again (live or not) is handed to it. */
export function BillSplitSection({ settings, tableNumber, split, reload }: { readonly settings: RestaurantSettings; readonly tableNumber: string; readonly split: SplitBill; readonly reload: () => void }) {
  const container = useContainer();
  // Built once per table: the customer's choice survives the bill being read again.
  const model = useMemo(
    () =>
      new BillSplitViewModel(settings.id, tableNumber, split, {
        payBillShare: async () => new PayBillShare(await container.getAsync<TableGateway>(TABLE_GATEWAY)),
        newKey: () => crypto.randomUUID(),
        reload,
        log: (message) => console.warn(message),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bill is handed over below, not a reason to start again
    [settings.id, tableNumber, container],
  );
  useEffect(() => model.setBill(split), [model, split]);
  return <BillSplitForm settings={settings} split={model} />;
}
