import * as v from 'valibot';
import { SHARED_CART_ID_ALPHABET, SHARED_CART_ID_LENGTH } from '../../core/domain/basket/shared-cart';

/** Ours (browsing 6): the answer to a share request. The id must look like one, or it is not used in a link. */
export const shareCartResponse = v.object({
  cart_id: v.pipe(v.string(), v.length(SHARED_CART_ID_LENGTH), v.check((id) => [...id].every((char) => SHARED_CART_ID_ALPHABET.includes(char)), 'not a cart id')),
});

/** Ours (browsing 7, shared cart fetch): the basket, read line by line by the basket reader (basket-storage.ts). */
export const sharedCartResponse = v.object({ basket: v.record(v.string(), v.unknown()) });
