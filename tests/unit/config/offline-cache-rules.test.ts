import { describe, expect, it } from 'vitest';
import { isCatalogue, isMenuAnswer, isPicture, isStorefrontPage } from '../../../config/offline-cache-rules';

const ORIGIN = 'https://shop.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('issue 20 item 5: what the storefront service worker keeps', () => {
  it("issue 21: keeps a text catalogue of the build once fetched, on its own origin, with GET only", () => {
    expect(isCatalogue(at('/assets/ar-D4fQ1x.json'), 'GET', ORIGIN)).toBe(true);
    expect(isCatalogue(at('/assets/ar-D4fQ1x.json'), 'POST', ORIGIN)).toBe(false);
    expect(isCatalogue(at('/assets/ar-D4fQ1x.json', 'https://other.example'), 'GET', ORIGIN)).toBe(false);
    expect(isCatalogue(at('/api_click_and_collect/v7/le-comptoir/products.json'), 'GET', ORIGIN)).toBe(false);
    expect(isCatalogue(at('/assets/index-abc.js'), 'GET', ORIGIN)).toBe(false);
  });

  it("keeps the menu's four answers (browsing 7), of any establishment, asked with GET on the storefront's origin", () => {
    for (const name of ['restaurant', 'products', 'product_options', 'allergens']) {
      expect(isMenuAnswer(at(`/api_click_and_collect/v7/le-comptoir/${name}`), 'GET', ORIGIN), name).toBe(true);
    }
    expect(isMenuAnswer(at('/api_click_and_collect/v7/le-comptoir/products'), 'POST', ORIGIN)).toBe(false);
    expect(isMenuAnswer(at('/api_click_and_collect/v7/le-comptoir/products', 'https://other.example'), 'GET', ORIGIN)).toBe(false);
    expect(isMenuAnswer(at('/api_click_and_collect/v7/le-comptoir/products?x=1'), 'GET', ORIGIN)).toBe(false);
  });

  it('never keeps an order, a payment, an account, a tracking or any other answer of the platform', () => {
    const never = [
      '/le-comptoir/order/',
      '/order/track/ABC123',
      '/order/multiRestaurant',
      '/api/click_and_collect/v7/pending/ABC123',
      '/api_click_and_collect/v7/le-comptoir/payment_public_key/stripe',
      '/api_click_and_collect/v7/le-comptoir/in_app_payment/ABC',
      '/api_click_and_collect/v7/le-comptoir/order_attempts/key-1',
      '/api_click_and_collect/v7/le-comptoir/shared_carts/cart-1',
      '/api_click_and_collect/v7/le-comptoir/client-log',
      '/customer/account',
      '/api/future/le-comptoir',
    ];
    for (const path of never) {
      for (const method of ['GET', 'POST']) {
        expect(isMenuAnswer(at(path), method, ORIGIN), `${method} ${path}`).toBe(false);
        expect(isPicture(at(path), method, ''), `${method} ${path}`).toBe(false);
        // A visit of /{id}/order/ is a storefront page (only its POST is the API): the network answers it all the same.
        if (!path.startsWith('/le-comptoir/')) expect(isStorefrontPage(at(path), 'navigate', ORIGIN), `${method} ${path}`).toBe(false);
      }
    }
  });

  it('keeps pictures shown by an <img>, and those the page lists by their file name, never a POST', () => {
    expect(isPicture(at('/demo-assets/burger.svg'), 'GET', 'image')).toBe(true);
    expect(isPicture(at('/demo-assets/burger.svg'), 'GET', '')).toBe(true);
    expect(isPicture(at('/media/photo', 'https://cdn.example'), 'GET', 'image')).toBe(true);
    expect(isPicture(at('/media/photo'), 'GET', '')).toBe(false);
    expect(isPicture(at('/demo-assets/burger.svg'), 'POST', 'image')).toBe(false);
    expect(isPicture(new URL('data:image/png;base64,AAAA'), 'GET', 'image')).toBe(false);
  });

  it("answers a visit of a storefront page offline with the shell, never an API's or a file's address", () => {
    expect(isStorefrontPage(at('/le-comptoir/menu/0'), 'navigate', ORIGIN)).toBe(true);
    expect(isStorefrontPage(at('/le-comptoir/validation'), 'navigate', ORIGIN)).toBe(true);
    expect(isStorefrontPage(at('/le-comptoir/menu/0'), 'cors', ORIGIN)).toBe(false);
    expect(isStorefrontPage(at('/le-comptoir/manifest.webmanifest'), 'navigate', ORIGIN)).toBe(false);
    expect(isStorefrontPage(at('/_simulator/admin'), 'navigate', ORIGIN)).toBe(false);
    expect(isStorefrontPage(at('/le-comptoir', 'https://other.example'), 'navigate', ORIGIN)).toBe(false);
  });
});
