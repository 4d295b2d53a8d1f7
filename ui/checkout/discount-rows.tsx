import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { PromotionDiscount } from '../../core/domain/promotion/promo-discount';
import { useLocalize } from '../locales/use-localize';

interface Props {
  readonly discounts: readonly PromotionDiscount[];
  readonly catalogue: Catalogue;
  readonly price: (cents: number) => string;
}

/**
 * Issue 18 (checkout 3, 4): the rows of the summary's totals for each promotion applied, shown as checkout 3
 * names them (gift, percentage, cash): an amount taken off, or the gift added at 0 (its product named from
 * the menu). Rows of a description list, inside the totals' <dl>.
 */
export function DiscountRows({ discounts, catalogue, price }: Props) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <>
      {discounts.map((discount) =>
        discount.shownAs === 'gift' ? (
          discount.gifts.map((gift) => (
            <div key={`${discount.promotionId}-${gift.product_id}`} className="checkout__discount" data-testid="summary-gift">
              <dt>{t('discount_gift', { code: discount.code, product: localize(findProduct(catalogue, gift.product_id)?.name) || `#${gift.product_id}`, count: gift.quantity })}</dt>
              <dd>{price(0)}</dd>
            </div>
          ))
        ) : (
          <div key={discount.promotionId} className="checkout__discount" data-testid="summary-discount">
            <dt>{t(discount.shownAs === 'percentage' ? 'discount_percentage' : 'discount_cash', { code: discount.code })}</dt>
            <dd>−{price(discount.amount)}</dd>
          </div>
        ),
      )}
    </>
  );
}
