import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddressPart } from '../../../core/domain/order-type/delivery-address';
import { DELIVERY_PART_MAX_LENGTH, deliveryAddressField } from '../../../core/domain/order-type/delivery-address';
import { TextField } from '../../design/text-field';
import type { CheckoutViewModel } from '../checkout-view-model';
import { StreetCombobox } from './street-combobox';

/** checkout 3 deliveryData: the parts typed for a delivery, with the browser's address autofill. */
const PARTS: readonly { part: DeliveryAddressPart; autoComplete: string; optional: boolean; inputMode?: 'numeric' | 'text' }[] = [
  { part: 'street', autoComplete: 'street-address', optional: false },
  { part: 'postCode', autoComplete: 'postal-code', optional: false },
  { part: 'city', autoComplete: 'address-level2', optional: false },
  { part: 'floor', autoComplete: 'off', optional: true },
  { part: 'doorCode', autoComplete: 'off', optional: true },
  { part: 'intercom', autoComplete: 'off', optional: true },
];

/** The delivery address, shown when delivery is the chosen order type (checkout 2: general_informations). */
export const DeliveryAddressFields = observer(function DeliveryAddressFields({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t } = useTranslation();
  const address = checkout.details.deliveryAddress;
  return (
    <fieldset className="checkout-fieldset delivery-address">
      <legend className="checkout-section__title">{t('delivery_address')}</legend>
      {/* Ours (checkout 3 deliveryData latitude, longitude): the street proposes the addresses the platform knows. */}
      <StreetCombobox checkout={checkout} />
      {PARTS.filter(({ part }) => part !== 'street').map(({ part, autoComplete, optional }) => {
        const problem = checkout.problemOf(deliveryAddressField(part));
        return (
          <TextField
            key={part}
            label={t(`delivery_${part}`)}
            data-checkout-field={deliveryAddressField(part)}
            hint={optional ? t('optional') : undefined}
            autoComplete={autoComplete}
            maxLength={DELIVERY_PART_MAX_LENGTH}
            value={address[part]}
            error={problem ? t(problem.key) : null}
            onChange={(event) => checkout.details.setDeliveryPart(part, event.target.value)}
          />
        );
      })}
    </fieldset>
  );
});
