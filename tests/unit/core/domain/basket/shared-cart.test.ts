import { describe, expect, it } from 'vitest';
import {
  canShareCart,
  isSharedCartId,
  readSharedCartRequest,
  sharedCartDestination,
  sharedCartPath,
} from '../../../../../core/domain/basket/shared-cart';

const ID = '7KQ2M9XF3HTA7KQ2M9XF';

describe('browsing 2.1 and 6: shared-cart links', () => {
  it('accepts only ids shaped like the ones the platform makes', () => {
    expect(isSharedCartId(ID)).toBe(true);
    expect(isSharedCartId('7KQ2M9XF3HTA')).toBe(false);
    expect(isSharedCartId('7kq2m9xf3hta7kq2m9xf')).toBe(false);
    expect(isSharedCartId('7KQ2M9XF3HTA7KQ2M9XI')).toBe(false);
    expect(isSharedCartId('../../../etc/passwd00')).toBe(false);
  });

  it('lets the customer share only where shareCartWebapp allows it', () => {
    expect(canShareCart({ shareCartWebapp: true })).toBe(true);
    expect(canShareCart({ shareCartWebapp: false })).toBe(false);
  });

  it('makes a link that opens the basket (a=1) only where allowAccessCartInSharedCart allows it', () => {
    expect(sharedCartPath('le-comptoir', ID, { allowAccessCartInSharedCart: true })).toBe(`/le-comptoir?cart=${ID}&a=1`);
    expect(sharedCartPath('le-comptoir', ID, { allowAccessCartInSharedCart: false })).toBe(`/le-comptoir?cart=${ID}`);
  });

  it('reads the cart id and a=1 from the query', () => {
    expect(readSharedCartRequest(new URLSearchParams(`cart=${ID}&a=1`))).toEqual({ cartId: ID, openBasket: true });
    expect(readSharedCartRequest(new URLSearchParams(`cart=${ID}`))).toEqual({ cartId: ID, openBasket: false });
    expect(readSharedCartRequest(new URLSearchParams('a=1'))).toBeNull();
  });

  it('goes to the basket with a=1 where allowed, to checkout otherwise', () => {
    const allowed = { allowAccessCartInSharedCart: true };
    expect(sharedCartDestination({ cartId: ID, openBasket: true }, allowed)).toBe('basket');
    expect(sharedCartDestination({ cartId: ID, openBasket: false }, allowed)).toBe('checkout');
    expect(sharedCartDestination({ cartId: ID, openBasket: true }, { allowAccessCartInSharedCart: false })).toBe('checkout');
  });
});
