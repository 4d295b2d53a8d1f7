import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../config/use-case-tokens';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import { isBasketChangeRefusal, isBasketOpen } from '../../core/domain/basket/basket-rules';
import { useAppServices } from '../container/app-services';
import { unavailableProductNotice } from '../notifications/notification-center';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { IconButton } from '../design/icon-button';
import { PlusIcon } from '../design/icons';
import './quick-add.css';

/**
 * issue 6: a quick add for products without options, from their menu card. AddToBasket checks and prices
 * it as for any other add; the customer is told it was added, or why not.
 */
export const QuickAddButton = observer(function QuickAddButton({ productId, name }: { readonly productId: number; readonly name: string }) {
  const { t } = useTranslation();
  const container = useContainer();
  const { notifications, cookieConsent } = useAppServices();
  const session = useRestaurant().session;
  if (session.status !== 'ready') return null;
  const { settings, catalogue, basket } = session.value;
  // browsing 4: consultative mode hides the basket actions, unless the basket is allowed.
  if (!isBasketOpen(settings)) return null;

  const addNow = () => {
    const result = container.get<AddToBasket>(USE_CASES.addToBasket).execute({ restaurantId: settings.id, catalogue, settings, productId, selection: [], quantity: 1 });
    if (!result.ok) {
      // browsing 8: a product that cannot be added says the restaurant's own words, else product_victim_success.
      notifications.notify(result.error === 'product_unavailable' ? unavailableProductNotice(settings.restaurant_translations.unavailable_text) : { key: result.error, tone: isBasketChangeRefusal(result.error) ? 'warning' : 'error' });
      return;
    }
    const product = catalogue.products.find((candidate) => candidate.id === productId);
    basket.confirmAdded(result.value, product ? [product.name] : []);
  };
  // browsing 4: a cookie choice must exist before adding; the add goes on once the visitor has chosen.
  const add = () => cookieConsent.ensureChoice(addNow);

  return (
    <IconButton label={t('quick_add_to_basket', { name })} className="quick-add" onClick={add}>
      <PlusIcon size={20} />
    </IconButton>
  );
});
