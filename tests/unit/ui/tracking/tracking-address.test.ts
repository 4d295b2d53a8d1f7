import { describe, expect, it } from 'vitest';
import { ADDRESS_TEXT_MAX_LENGTH, readTrackingAddress, trackingAddressNotes, trackingRedirect } from '../../../../ui/tracking/tracking-address';

const at = (query: string) => readTrackingAddress(new URLSearchParams(query));

describe('the tracking address (checkout 2, 4 and 8)', () => {
  it('checkout 2: a tracking address without orderId goes home', () => {
    expect(trackingRedirect(at(''))).toBe('home');
    expect(trackingRedirect(at('orderId=,CH-001'))).toBe('home');
    expect(trackingRedirect(at('type=scan'))).toBe('home');
    expect(trackingRedirect(at('orderId=CH-001'))).toBeNull();
  });

  it('checkout 8: a refusal brings its type without an order, and stays on the tracking page', () => {
    expect(trackingRedirect(at('type=blacklist_phone&data=%2B33612345678'))).toBeNull();
  });

  it('checkout 2: action return-to-shop goes to the checkout, in either spelling', () => {
    expect(trackingRedirect(at('orderId=CH-001&action=returnToShop'))).toBe('checkout');
    expect(trackingRedirect(at('orderId=CH-001&action=return-to-shop'))).toBe('checkout');
    expect(trackingRedirect(at('action=RETURN_TO_SHOP'))).toBe('checkout');
  });

  it('checkout 4: action refused or failed shows the error display; successed and unknown actions do not', () => {
    expect(trackingAddressNotes(at('orderId=CH-001&action=REFUSED')).actionErrorKey).toBe('your_payment_did_not_succeed');
    expect(trackingAddressNotes(at('orderId=CH-001&action=failed')).actionErrorKey).toBe('your_payment_did_not_succeed');
    expect(trackingAddressNotes(at('orderId=CH-001&action=SUCCESSED')).actionErrorKey).toBeNull();
    expect(at('orderId=CH-001&action=launch-missiles').action).toBeNull();
  });

  it('checkout 4: "Success is shown for action successed", in any case; not for another action', () => {
    expect(trackingAddressNotes(at('orderId=CH-001&action=successed')).actionSuccessKey).toBe('tracking_payment_succeeded');
    expect(trackingAddressNotes(at('orderId=CH-001&action=SUCCESSED')).actionSuccessKey).toBe('tracking_payment_succeeded');
    expect(trackingAddressNotes(at('orderId=CH-001&action=refused')).actionSuccessKey).toBeNull();
    expect(trackingAddressNotes(at('orderId=CH-001')).actionSuccessKey).toBeNull();
  });

  it("checkout 8: a card session's failure carries its error_msg, shown as bounded plain text", () => {
    expect(trackingAddressNotes(at('orderId=CH-001&result=REFUSED&error_msg=Carte%20expir%C3%A9e')).providerMessage).toBe('Carte expirée');
    const long = at(`orderId=CH-001&error_msg=${'x'.repeat(5000)}%00`);
    expect(long.errorMessage).toHaveLength(ADDRESS_TEXT_MAX_LENGTH);
    expect(at('orderId=CH-001&error_msg=a%0Ab').errorMessage).toBe('a b');
    expect(at('orderId=CH-001&error_msg=%20%20').errorMessage).toBeNull();
  });

  it('checkout 8: a black or white list refusal shows the data it names; another refusal does not', () => {
    expect(trackingAddressNotes(at('type=blacklist_phone&data=%2B33612345678')).listedContact).toBe('+33612345678');
    expect(trackingAddressNotes(at('type=whitelist_email&data=a%40b.fr')).listedContact).toBe('a@b.fr');
    expect(trackingAddressNotes(at('type=stock_error&data=secret')).listedContact).toBeNull();
  });
});
