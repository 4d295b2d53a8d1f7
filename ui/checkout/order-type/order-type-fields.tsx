import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { orderTypeName } from '../../../core/domain/order-type/order-type';
import { Radio } from '../../design/choice-input';
import { TextField } from '../../design/text-field';
import type { CheckoutViewModel } from '../checkout-view-model';
import { DeliveryAddressFields } from './delivery-address-fields';

/**
 * The order type (checkout 3, every one the establishment lists) and what it asks (room number for room
 * delivery, table number on place, the address for delivery). The payment is in the summary step.
 */
export const OrderTypeFields = observer(function OrderTypeFields({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t } = useTranslation();
  const orderTypeProblem = checkout.problemOf('orderType');
  const roomProblem = checkout.problemOf('roomNumber');
  const tableProblem = checkout.problemOf('tableNumber');

  return (
    <>
      <section className="checkout-section">
        <fieldset className="checkout-fieldset" data-checkout-field="orderType">
          <legend className="checkout-section__title">{t('order_type')}</legend>
          <div className="checkout-section__choices">
            {checkout.orderTypes.map((type) => (
              <Radio
                key={type.id}
                name="order-type"
                label={t(`order_type_${orderTypeName(type.id)}`)}
                checked={checkout.orderTypeId === type.id}
                onChange={() => checkout.chooseOrderType(type.id)}
              />
            ))}
          </div>
          {orderTypeProblem && <p className="field__error">{t(orderTypeProblem.key)}</p>}
          {checkout.details.asksRoomNumber && (
            <TextField
              label={t('room_number')}
              data-checkout-field="roomNumber"
              inputMode="numeric"
              autoComplete="off"
              value={checkout.details.roomNumber}
              error={roomProblem ? t(roomProblem.key) : null}
              onChange={(event) => checkout.details.setRoomNumber(event.target.value)}
            />
          )}
          {checkout.details.asksTableNumber && (
            <TextField
              label={t('table_number')}
              data-checkout-field="tableNumber"
              inputMode="numeric"
              autoComplete="off"
              value={checkout.details.tableNumber}
              error={tableProblem ? t(tableProblem.key) : null}
              onChange={(event) => checkout.details.setTableNumber(event.target.value)}
            />
          )}
        </fieldset>
        {checkout.details.asksDeliveryAddress && <DeliveryAddressFields checkout={checkout} />}
      </section>
    </>
  );
});
