import { describe, expect, it } from 'vitest';
import { OWN_PAYMENT_LABEL_MAX_LENGTH, ownPaymentLabel } from '../../../../../core/domain/checkout/own-payment-label';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';

const translations = {
  cc_label_on_site_payment: { fr: 'Réglez au comptoir', en: 'Pay at the counter' },
  cc_label_delivery_payment: 'Payez le livreur',
};

describe("the restaurant's own payment labels (checkout 3 cc_label_on_site_payment, cc_label_delivery_payment)", () => {
  it('checkout 3 cc_label_on_site_payment: an on-the-spot payment taken away or on place carries the on-site label, per language', () => {
    expect(ownPaymentLabel(translations, 'ONSPOT', OrderTypeId.takeAway)).toEqual({ fr: 'Réglez au comptoir', en: 'Pay at the counter' });
    expect(ownPaymentLabel(translations, 'ONSPOT', OrderTypeId.onPlace)).toEqual({ fr: 'Réglez au comptoir', en: 'Pay at the counter' });
  });

  it('checkout 3 cc_label_delivery_payment: paying on a delivery order carries the delivery label, never the on-site one', () => {
    expect(ownPaymentLabel(translations, 'ONSPOT', OrderTypeId.delivery)).toBe('Payez le livreur');
    expect(ownPaymentLabel({ cc_label_on_site_payment: 'Au comptoir' }, 'ONSPOT', OrderTypeId.delivery)).toBeNull();
  });

  it('checkout 3: an online payment, a room bill (issue 7) and a restaurant without labels keep the default label', () => {
    expect(ownPaymentLabel(translations, 'ONLINE', OrderTypeId.takeAway)).toBeNull();
    expect(ownPaymentLabel(translations, 'ONSPOT', OrderTypeId.roomDelivery)).toBeNull();
    expect(ownPaymentLabel({}, 'ONSPOT', OrderTypeId.takeAway)).toBeNull();
    expect(ownPaymentLabel({ cc_label_on_site_payment: null }, 'ONSPOT', null)).toBeNull();
  });

  it('checkout 3: the label is plain text: markup removed, blanks folded, bounded, and an empty one is no label', () => {
    const label = ownPaymentLabel({ cc_label_on_site_payment: '  <b>Au</b>\n comptoir<script>x()</script> ' }, 'ONSPOT', OrderTypeId.takeAway);
    expect(label).toBe('Au comptoir');
    const long = ownPaymentLabel({ cc_label_on_site_payment: 'a'.repeat(500) }, 'ONSPOT', OrderTypeId.takeAway);
    expect(typeof long === 'string' && long.length).toBe(OWN_PAYMENT_LABEL_MAX_LENGTH);
    expect(ownPaymentLabel({ cc_label_on_site_payment: { fr: '<i></i>', en: ' ' } }, 'ONSPOT', OrderTypeId.takeAway)).toBeNull();
    expect(ownPaymentLabel({ cc_label_on_site_payment: { fr: 'Au comptoir', en: '<br>' } }, 'ONSPOT', OrderTypeId.takeAway)).toEqual({ fr: 'Au comptoir' });
  });
});
