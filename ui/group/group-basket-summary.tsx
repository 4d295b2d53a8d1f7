import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { groupTotals } from '../../core/domain/group/group-order';
import type { RestaurantId, RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { usePriceFormat } from '../format/use-price-format';
import { buttonClassName } from '../design/button';
import type { GroupBasketViewModel } from './group-basket-view-model';
import { groupCheckoutPath } from './group-order-paths';

/**
 * How the customer reaches the group's one checkout (checkout 3 and 7): the group's home shows the
 * combined basket (each outlet's count) with "order everything together"; an outlet's basket shows what
 * waits at the other outlets ("also in your basket") with the same action. Nothing shows while the
 * baskets are empty (or, in an outlet, while no other outlet holds anything).
 */
export const GroupBasketSummary = observer(function GroupBasketSummary({ basket, groupId, settings, besides }: {
  readonly basket: GroupBasketViewModel;
  readonly groupId: RestaurantId;
  /** Whose currency the total is in. */
  readonly settings: RestaurantSettings;
  /** In an outlet: that outlet, whose own basket is shown already. */
  readonly besides?: RestaurantId;
}) {
  const { t } = useTranslation();
  const price = usePriceFormat(settings);
  const shown = besides === undefined ? basket.filled : basket.othersThan(besides);
  if (shown.length === 0) return null;
  const summary = groupTotals(shown, null);
  const title = besides === undefined ? t('group_basket_title') : t('group_also_in_basket');
  return (
    <section className="group-basket-summary" aria-label={title}>
      <h2 className="group-basket-summary__title">{title}</h2>
      <ul className="group-basket-summary__outlets">
        {summary.parts.map((part) => (
          <li key={part.outlet.settings.id}>
            <span>{t('group_outlet_items', { name: part.outlet.settings.restaurant_name, count: part.totals.itemCount })}</span>
            <span>{price(part.totals.total)}</span>
          </li>
        ))}
      </ul>
      {besides === undefined && <p className="group-basket-summary__total">{t('group_basket_summary', { count: summary.itemCount, total: price(summary.total) })}</p>}
      <Link className={buttonClassName(besides === undefined ? 'primary' : 'secondary', { block: true })} to={groupCheckoutPath(groupId)}>
        {t('group_order_everything')}
      </Link>
    </section>
  );
});
