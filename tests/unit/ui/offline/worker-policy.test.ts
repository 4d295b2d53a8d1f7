import { describe, expect, it } from 'vitest';
import { addressesToKeep, mayTakeUpdateAt } from '../../../../ui/offline/worker-policy';

const ORIGIN = 'https://shop.example';

describe('issue 20 item 5: the page and the storefront service worker', () => {
  it('takes a new version on a visit that starts outside checkout, never in the middle of one (checkout 2 and 4)', () => {
    for (const path of ['/le-comptoir', '/le-comptoir/menu/0', '/le-comptoir/about', '/le-comptoir/trackOrder']) expect(mayTakeUpdateAt(path), path).toBe(true);
    for (const path of ['/le-comptoir/validation', '/le-comptoir/checkout', '/le-comptoir/order-validation', '/le-comptoir/paymentError', '/le-comptoir/bankReturn', '/le-comptoir/waitingOrder', '/le-comptoir/confirmation', '/le-comptoir/payment-in-app', '/le-comptoir/hub']) {
      expect(mayTakeUpdateAt(path), path).toBe(false);
    }
  });

  it("asks the worker to keep the first visit's menu answers, own pictures and text catalogue (issue 21), nothing else, each once and bounded", () => {
    const loaded = [
      `${ORIGIN}/api_click_and_collect/v7/le-comptoir/restaurant`,
      `${ORIGIN}/api_click_and_collect/v7/le-comptoir/products`,
      `${ORIGIN}/api_click_and_collect/v7/le-comptoir/products`,
      `${ORIGIN}/demo-assets/burger.svg`,
      `${ORIGIN}/assets/ja-Bx1c9.json`,
      `${ORIGIN}/assets/index-abc.js`,
      `${ORIGIN}/le-comptoir/order/`,
      `${ORIGIN}/order/track/ABC`,
      'https://cdn.example/photo.jpg',
      'not a url',
    ];
    expect(addressesToKeep(loaded, ORIGIN)).toEqual([
      `${ORIGIN}/api_click_and_collect/v7/le-comptoir/restaurant`,
      `${ORIGIN}/api_click_and_collect/v7/le-comptoir/products`,
      `${ORIGIN}/demo-assets/burger.svg`,
      `${ORIGIN}/assets/ja-Bx1c9.json`,
    ]);
    const many = Array.from({ length: 500 }, (_, index) => `${ORIGIN}/demo-assets/picture-${index}.png`);
    expect(addressesToKeep(many, ORIGIN)).toHaveLength(200);
  });
});
