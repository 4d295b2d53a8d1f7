import { useTranslation } from 'react-i18next';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import { orderTypeName } from '../../core/domain/order-type/order-type';
import { ChoiceInput } from '../design/choice-input';

/**
 * browsing 2.4: the group home's delivery-details menu: how the customer wants to order, among the
 * order types its open establishments take. The choice narrows the list below and is remembered.
 */
export function GroupDeliveryDetails({ orderTypes, chosen, onChoose }: {
  readonly orderTypes: readonly OrderTypeId[];
  readonly chosen: OrderTypeId | null;
  readonly onChoose: (id: OrderTypeId) => void;
}) {
  const { t } = useTranslation();
  if (orderTypes.length === 0) return null;
  return (
    <fieldset className="group-delivery-details">
      <legend className="group-delivery-details__legend">{t('group_delivery_details')}</legend>
      <div className="group-delivery-details__choices">
        {orderTypes.map((id) => (
          <ChoiceInput
            key={id}
            type="radio"
            name="group-order-type"
            value={id}
            checked={chosen === id}
            onChange={() => onChoose(id)}
            label={t(`order_type_${orderTypeName(id)}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
