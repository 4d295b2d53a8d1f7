import { useTranslation } from 'react-i18next';
import type { OutletTotals } from '../../core/domain/group/group-order';
import { localize } from '../../core/domain/locale/localized-text';
import { usePriceFormat } from '../format/use-price-format';

/** checkout 3 for a group: one outlet's lines, under the outlet's name, with its subtotal. */
function OutletPart({ part }: { readonly part: OutletTotals }) {
  const { t, i18n } = useTranslation();
  const price = usePriceFormat(part.outlet.settings);
  const { settings, basket } = part.outlet;
  const headingId = `group-part-${settings.id}`;
  return (
    <section className="group-part" aria-labelledby={headingId}>
      <h2 id={headingId} className="group-part__name">
        {settings.restaurant_name}
      </h2>
      <ul className="group-part__lines">
        {basket.basketProducts.map((entry) => (
          <li key={entry.key} className="group-part__line">
            <span>
              {entry.nb} × {localize(entry.product.name, i18n.language)}
            </span>
            <span>{price(entry.product.unitPrice * entry.nb)}</span>
          </li>
        ))}
      </ul>
      <p className="group-part__subtotal">
        <span>{t('subtotal')}</span> <span>{price(part.totals.total)}</span>
      </p>
    </section>
  );
}

/** Every outlet's part of the group's basket. */
export function GroupBasketParts({ parts }: { readonly parts: readonly OutletTotals[] }) {
  return (
    <>
      {parts.map((part) => (
        <OutletPart key={part.outlet.settings.id} part={part} />
      ))}
    </>
  );
}
