import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_TYPE_ID,
  availableProviders,
  choosePaymentProvider,
  defaultPaymentChoice,
  paymentChoiceProblem,
} from '../../../../../core/domain/checkout/payment-choice';
import { anOnlineProvider, anOnSpotProvider, anOrderType } from '../../fixtures/restaurant-builders';

describe('payment provider selection (checkout 4)', () => {
  it('checkout 4: disabled providers are not offered', () => {
    const orderType = anOrderType({ order_type_providers: [anOnSpotProvider({ disabled: true }), anOnlineProvider()] });
    expect(availableProviders(orderType).map((p) => p.provider_id)).toEqual([8]);
  });

  it('checkout 4: choosing a provider sets its id, its first payment type and its mode', () => {
    expect(choosePaymentProvider(anOnlineProvider())).toEqual({ mode: 'ONLINE', providerId: 8, paymentTypeId: 2 });
    expect(choosePaymentProvider(anOnSpotProvider())).toEqual({ mode: 'ONSPOT', providerId: 1, paymentTypeId: 1 });
  });

  it('checkout 9: a provider without payment types gets the default payment type id 1', () => {
    expect(DEFAULT_PAYMENT_TYPE_ID).toBe(1);
    expect(choosePaymentProvider(anOnlineProvider({ payment_types: [] })).paymentTypeId).toBe(1);
  });

  it('checkout 4: on mount and on order-type change the first provider is chosen', () => {
    const orderType = anOrderType({ order_type_providers: [anOnlineProvider(), anOnSpotProvider()] });
    expect(defaultPaymentChoice(orderType)).toEqual({ mode: 'ONLINE', providerId: 8, paymentTypeId: 2 });
  });

  it('checkout 4: the first provider is not chosen when it is disabled', () => {
    const orderType = anOrderType({ order_type_providers: [anOnlineProvider({ disabled: true }), anOnSpotProvider()] });
    expect(defaultPaymentChoice(orderType)).toBeNull();
  });
});

describe('paymentChoiceProblem (checkout 5)', () => {
  const orderType = anOrderType({ order_type_providers: [anOnSpotProvider(), anOnlineProvider()] });

  it('checkout 5: an on-the-spot or online choice among the order type providers is accepted', () => {
    expect(paymentChoiceProblem({ mode: 'ONSPOT', providerId: 1, paymentTypeId: 1 }, orderType)).toBeNull();
    expect(paymentChoiceProblem({ mode: 'ONLINE', providerId: 8, paymentTypeId: 3 }, orderType)).toBeNull();
  });

  it('checkout 5: no payment method chosen asks to select one', () => {
    expect(paymentChoiceProblem(null, orderType)).toBe('you_must_select_a_payment_method');
  });

  it('checkout 5: a provider the order type does not offer asks to select a payment method', () => {
    expect(paymentChoiceProblem({ mode: 'ONLINE', providerId: 42, paymentTypeId: 2 }, orderType)).toBe('you_must_select_a_payment_method');
  });

  it('checkout 4-5: a disabled provider asks to select a payment method', () => {
    const withDisabledCard = anOrderType({ order_type_providers: [anOnSpotProvider(), anOnlineProvider({ disabled: true })] });
    expect(paymentChoiceProblem({ mode: 'ONLINE', providerId: 8, paymentTypeId: 2 }, withDisabledCard)).toBe('you_must_select_a_payment_method');
  });

  it('checkout 5: only-online restaurants reject on-the-spot payment with you_must_select_a_payment_method', () => {
    const onlyOnline = anOrderType({ order_type_providers: [anOnlineProvider()] });
    expect(paymentChoiceProblem({ mode: 'ONSPOT', providerId: 1, paymentTypeId: 1 }, onlyOnline)).toBe('you_must_select_a_payment_method');
  });

  it('checkout 5: a mode that is not the provider type asks to select a payment method', () => {
    expect(paymentChoiceProblem({ mode: 'ONSPOT', providerId: 8, paymentTypeId: 2 }, orderType)).toBe('you_must_select_a_payment_method');
  });

  it('checkout 5: an online payment type missing from the provider list does not exist', () => {
    expect(paymentChoiceProblem({ mode: 'ONLINE', providerId: 8, paymentTypeId: 7 }, orderType)).toBe('payment_type_does_not_exist');
  });

  it('checkout 5: the payment type is checked for online payment only', () => {
    expect(paymentChoiceProblem({ mode: 'ONSPOT', providerId: 1, paymentTypeId: 7 }, orderType)).toBeNull();
  });
});
