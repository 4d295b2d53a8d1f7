import * as v from 'valibot';
import { ADDRESS_QUERY } from '../../core/domain/order-type/address-suggestion';

const text = v.pipe(v.string(), v.maxLength(200));

/** Ours (checkout 3 deliveryData latitude, longitude): the address search's answer. */
export const addressSearchResponse = v.object({
  addresses: v.pipe(
    v.array(
      v.object({
        street: text,
        postCode: text,
        city: text,
        latitude: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
        longitude: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
      }),
    ),
    v.maxLength(ADDRESS_QUERY.maxSuggestions * 4),
  ),
});
