import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../../ui/notifications/notification-page';

describe('pageOf (a toast belongs to its page, not to the overlays opened over it)', () => {
  it.each([
    ['/le-comptoir/menu/10/productCompose/1101', '/le-comptoir/menu/10'],
    ['/le-comptoir/menu/10/productFullView/1002', '/le-comptoir/menu/10'],
    ['/le-comptoir/menu/10/basket', '/le-comptoir/menu/10'],
    ['/cafe-lumiere/productCompose/1101', '/cafe-lumiere'],
    ['/cafe-lumiere/basket', '/cafe-lumiere'],
    ['/le-comptoir/products-suggestion/productCompose/2101', '/le-comptoir/products-suggestion'],
    ['/le-comptoir/validation', '/le-comptoir/validation'],
    // checkout 2: the hub in a drawer over the menu or the home.
    ['/hotel-mimosa/menu/0/checkout', '/hotel-mimosa/menu/0'],
    ['/hotel-mimosa/checkout', '/hotel-mimosa'],
    ['/hotel-riviera/trackOrder/productCompose/7002', '/hotel-riviera/trackOrder'],
    ['/le-comptoir/menu/10/', '/le-comptoir/menu/10'],
    ['/', '/'],
  ])('%s is the page %s', (pathname, page) => {
    expect(pageOf(pathname)).toBe(page);
  });
});
