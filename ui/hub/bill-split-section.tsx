import { useEffect, useMemo } from 'react';
import type { SplitBill } from '../../core/domain/bill-split/bill-split';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TableGateway } from '../../core/ports/table-gateway';
import { TABLE_GATEWAY } from '../../core/ports/table-gateway';
import { FollowBillShare } from '../../core/use-cases/hub/follow-bill-share';
import { PayBillShare } from '../../core/use-cases/hub/pay-bill-share';
import { PLATFORM_BASE_URL } from '../../config/use-case-tokens';
import { useContainer } from '../container/container-context';
import { BillSplitForm } from './bill-split-form';
import { BillSplitViewModel } from './bill-split-view-model';

/**
 * Issue 20 item 2: the share form of an open bill; the bill read again (live or not) is handed to it. `returnedShare`
 * is the share the provider's page sent the customer back with (the hub's `share` query), followed once.
 */
export function BillSplitSection({ settings, tableNumber, split, reload, returnedShare }: {
  readonly settings: RestaurantSettings;
  readonly tableNumber: string;
  readonly split: SplitBill;
  readonly reload: () => void;
  readonly returnedShare: string | null;
}) {
  const container = useContainer();
  // Built once per table: the customer's choice survives the bill being read again.
  const model = useMemo(
    () =>
      new BillSplitViewModel(settings.id, tableNumber, split, {
        payBillShare: async () => new PayBillShare(await container.getAsync<TableGateway>(TABLE_GATEWAY), container.get<string>(PLATFORM_BASE_URL)),
        followBillShare: async () => new FollowBillShare(await container.getAsync<TableGateway>(TABLE_GATEWAY)),
        openPage: (address: string) => window.location.assign(address),
        newKey: () => crypto.randomUUID(),
        reload,
        log: (message) => console.warn(message),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bill is handed over below, not a reason to start again
    [settings.id, tableNumber, container],
  );
  useEffect(() => model.setBill(split), [model, split]);
  useEffect(() => {
    if (returnedShare) void model.follow(returnedShare);
  }, [model, returnedShare]);
  return <BillSplitForm settings={settings} split={model} />;
}
