import { describe, expect, it } from 'vitest';
import { CARD_SESSION_PROVIDER_ID, ERROR_MESSAGE_MAX_LENGTH, inPlacePaymentReturn } from '../../../../../core/domain/checkout/in-place-payment-return';
import { HOSTED_FIELDS_PROVIDER_ID } from '../../../../../core/domain/payment/payment-providers';

/** Issue 19: checkout 8 "card session provider failure | tracking with result REFUSED and error_msg". */
describe('a payment taken in place, back to tracking (checkout 4 and 8)', () => {
  it('checkout 8 "card session provider failure: tracking with result REFUSED and error_msg": its failure is REFUSED with its message', () => {
    expect(inPlacePaymentReturn(CARD_SESSION_PROVIDER_ID, { kind: 'failed', message: ' Session expirée ' })).toEqual({ result: 'REFUSED', errorMsg: 'Session expirée' });
    expect(inPlacePaymentReturn(CARD_SESSION_PROVIDER_ID, { kind: 'refused', message: 'Carte refusée' })).toEqual({ result: 'REFUSED', errorMsg: 'Carte refusée' });
    expect(inPlacePaymentReturn(CARD_SESSION_PROVIDER_ID, { kind: 'failed' })).toEqual({ result: 'REFUSED' });
  });

  it('checkout 4: another provider keeps the bank return results, without a message; a message in an address is bounded', () => {
    expect(inPlacePaymentReturn(HOSTED_FIELDS_PROVIDER_ID, { kind: 'failed', message: 'down' })).toEqual({ result: 'FAILED' });
    expect(inPlacePaymentReturn(HOSTED_FIELDS_PROVIDER_ID, { kind: 'refused', message: 'no' })).toEqual({ result: 'REFUSED' });
    expect(inPlacePaymentReturn(HOSTED_FIELDS_PROVIDER_ID, { kind: 'authorised' })).toEqual({ result: 'SUCCESSED' });
    expect(inPlacePaymentReturn(CARD_SESSION_PROVIDER_ID, { kind: 'cancelled' })).toEqual({ result: 'FAILED' });
    expect(inPlacePaymentReturn(CARD_SESSION_PROVIDER_ID, { kind: 'failed', message: 'x'.repeat(500) }).errorMsg).toHaveLength(ERROR_MESSAGE_MAX_LENGTH);
  });
});
