import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../core/domain/catalogue/catalogue';
import type { MenuMatch } from '../../core/domain/home/menu-matching';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { usePriceFormat } from '../format/use-price-format';
import { paths } from '../routing/restaurant-paths';
import { Button, buttonClassName } from '../design/button';
import { Dialog } from '../design/dialog';
import { useLocalize } from '../locales/use-localize';

/**
 * browsing 2.2, the menu-matching modal (config.hasMenuMatching): the basket's dishes would make a
 * formula for less. The formula builder (browsing 4) then replaces those lines with the formula.
 */
export function MenuMatchingDialog({ match, dishes, settings, onDecline }: {
  readonly match: MenuMatch;
  readonly dishes: readonly Product[];
  readonly settings: RestaurantSettings;
  readonly onDecline: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(settings);
  const formula = localize(match.formula.name);
  return (
    <Dialog
      title={t('menu_matching_title', { formula })}
      closeLabel={t('close')}
      onClose={onDecline}
      footer={
        <div className="menu-matching__actions">
          <Button block variant="secondary" onClick={onDecline}>
            {t('no_thanks')}
          </Button>
          <Link className={buttonClassName('primary', { block: true })} to={paths.formulaDetails(settings.id, match.formula.id)}>
            {t('menu_matching_choose', { formula })}
          </Link>
        </div>
      }
    >
      <p>{t('menu_matching_dishes', { dishes: dishes.map((dish) => localize(dish.name)).join(', '), option: localize(match.menuPrice.name) })}</p>
      <p className="menu-matching__prices">
        <span>{t('menu_matching_price', { price: price(match.formulaPrice), separate: price(match.separatePrice) })}</span>
        <strong className="menu-matching__saving">{t('menu_matching_saving', { saving: price(match.saving) })}</strong>
      </p>
    </Dialog>
  );
}
