import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH_USE_CASES } from '../../../config/bind-address-search';
import { addressLabel } from '../../../core/domain/order-type/address-suggestion';
import { DELIVERY_PART_MAX_LENGTH, deliveryAddressField } from '../../../core/domain/order-type/delivery-address';
import type { SearchDeliveryAddress } from '../../../core/use-cases/checkout/search-delivery-address';
import { useContainer } from '../../container/container-context';
import { browserTimers } from '../../notifications/notification-center';
import { TextField } from '../../design/text-field';
import type { CheckoutViewModel } from '../checkout-view-model';
import { AddressSearchViewModel } from './address-search-view-model';
import './street-combobox.css';

/**
 * The delivery street as a combobox (WAI-ARIA 1.2, list autocomplete): the platform's address search
 * proposes known addresses; picking one fills street, post code, city and the position the tracking
 * map shows (checkout 3 deliveryData latitude, longitude). What is typed by hand stays, without a position.
 */
export const StreetCombobox = observer(function StreetCombobox({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t } = useTranslation();
  const container = useContainer();
  const listId = useId();
  const restaurantId = checkout.restaurantSettings.id;
  const [search] = useState(
    () =>
      new AddressSearchViewModel({
        search: async (typed) => (await container.getAsync<SearchDeliveryAddress>(ADDRESS_SEARCH_USE_CASES.searchDeliveryAddress)).execute({ restaurantId, typed }),
        pick: checkout.details.pickDeliveryAddress,
        timers: browserTimers,
      }),
  );
  useEffect(() => search.stop, [search]);
  const problem = checkout.problemOf(deliveryAddressField('street'));
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="street-combobox">
      <TextField
        label={t('delivery_street')}
        data-checkout-field={deliveryAddressField('street')}
        hint={checkout.details.deliveryPosition ? t('delivery_address_located') : t('delivery_street_search_hint')}
        autoComplete="street-address"
        maxLength={DELIVERY_PART_MAX_LENGTH}
        value={checkout.details.deliveryAddress.street}
        error={problem ? t(problem.key) : null}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={search.open}
        aria-controls={listId}
        aria-activedescendant={search.active >= 0 ? optionId(search.active) : undefined}
        onChange={(event) => {
          checkout.details.setDeliveryPart('street', event.target.value);
          search.typed(event.target.value);
        }}
        onKeyDown={(event) => {
          if (search.key(event.key)) event.preventDefault();
        }}
        // A click on a suggestion lands before the blur closes the list (it is chosen on mousedown).
        onBlur={search.close}
      />
      <ul id={listId} role="listbox" aria-label={t('address_suggestions')} className="street-combobox__list" hidden={!search.open}>
        {search.suggestions.map((address, index) => (
          <li
            key={`${address.street}-${address.postCode}-${address.city}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === search.active}
            className="street-combobox__option"
            onMouseDown={(event) => {
              event.preventDefault();
              search.pick(index);
            }}
          >
            {addressLabel(address)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {search.open ? t('address_suggestions_count', { count: search.suggestions.length }) : ''}
      </p>
    </div>
  );
});
