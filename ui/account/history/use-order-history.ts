import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../../config/use-case-tokens';
import type { OrderListParams } from '../../../core/domain/account/history-order';
import { DEFAULT_ORDER_LIST_PARAMS } from '../../../core/domain/account/history-order';
import { buildReceipt } from '../../../core/domain/account/history-receipt';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { OrderAgain } from '../../../core/use-cases/account/order-again';
import type { ListOrderHistory } from '../../../core/use-cases/account/order-history';
import type { LogClientWarning } from '../../../core/use-cases/log-client-warning';
import { useAppServices } from '../../container/app-services';
import { useContainer } from '../../container/container-context';
import { usePriceFormat } from '../../format/use-price-format';
import { useViewModel } from '../../container/use-view-model';
import { OrderHistoryViewModel } from './order-history-view-model';
import { receiptTexts } from './receipt-texts';
import { intlLocale } from '../../locales/ui-languages';

/** The history's view model for this screen: the full history (10 a page) or the dashboard card's latest. */
export function useOrderHistory(settings: RestaurantSettings, params: OrderListParams = DEFAULT_ORDER_LIST_PARAMS): OrderHistoryViewModel {
  const { t, i18n } = useTranslation();
  const container = useContainer();
  const { notifications } = useAppServices();
  const price = usePriceFormat(settings);
  const language = i18n.language;
  return useViewModel(
    () =>
      new OrderHistoryViewModel(
        settings.id,
        {
          listOrderHistory: () => container.getAsync<ListOrderHistory>(USE_CASES.listOrderHistory),
          orderAgain: () => container.getAsync<OrderAgain>(USE_CASES.orderAgain),
          warn: (message) => void container.get<LogClientWarning>(USE_CASES.logClientWarning).execute({ restaurantId: settings.id, message }),
          notify: notifications.notify,
          receiptOf: (order) => buildReceipt(order, settings, language),
          // jspdf and the drawing come only with the first click (their own chunk).
          downloadPdf: async (receipt) => (await import('./pdf-receipt')).downloadReceiptPdf(receipt, receiptTexts(t, intlLocale(language)), price),
        },
        params,
      ),
    [settings, container, notifications, language, params],
  );
}
