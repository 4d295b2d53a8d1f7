import { describe, expect, it } from 'vitest';
import { checkoutSteps, problemsUpToStep, stepOfField } from '../../../../../core/domain/checkout/checkout-steps';

describe('checkout 2: the checkout steps and their count', () => {
  it('checkout 2: general informations, comments and options, summary and payment', () => {
    expect(checkoutSteps({ asksClientInfo: true, paymentModeCount: 2, inHousePay: false })).toEqual(['general_informations', 'comments_and_options', 'summary_and_payment']);
  });
  it('checkout 2: the first step is skipped when no client info is required', () => {
    expect(checkoutSteps({ asksClientInfo: false, paymentModeCount: 2, inHousePay: false })).toEqual(['comments_and_options', 'summary_and_payment']);
  });
  it('checkout 2: the third step is dropped when only one payment mode exists: the combined step holds the summary', () => {
    expect(checkoutSteps({ asksClientInfo: true, paymentModeCount: 1, inHousePay: false })).toEqual(['general_informations', 'comments_and_summary']);
  });
  it('checkout 2: with the in-house pay feature the last step is removed', () => {
    expect(checkoutSteps({ asksClientInfo: true, paymentModeCount: 2, inHousePay: true })).toEqual(['general_informations', 'comments_and_options']);
    expect(checkoutSteps({ asksClientInfo: false, paymentModeCount: 1, inHousePay: true })).toEqual(['comments_and_options']);
  });
  it('checkout 4: a step moves forward only if it and the steps before it validate', () => {
    const steps = checkoutSteps({ asksClientInfo: true, paymentModeCount: 2, inHousePay: false });
    const problems = [
      { field: 'phone' as const, key: 'incorrect_phone_number' as const },
      { field: 'question-1' as const, key: 'one_or_more_answers_expected' as const },
      { field: 'cgv' as const, key: 'missing_cgv_checked' as const },
    ];
    expect(problemsUpToStep(problems, steps, 0).map((p) => p.field)).toEqual(['phone']);
    expect(problemsUpToStep(problems, steps, 1).map((p) => p.field)).toEqual(['phone', 'question-1']);
    expect(problemsUpToStep(problems, steps, 2)).toHaveLength(3);
    expect(stepOfField('cgv', ['general_informations', 'comments_and_summary'])).toBe('comments_and_summary');
    expect(stepOfField('phone', ['comments_and_summary'])).toBe('comments_and_summary');
    // The time slot and the delivery address are chosen with the order type.
    expect(stepOfField('timeSlot', ['general_informations', 'comments_and_summary'])).toBe('general_informations');
    expect(stepOfField('deliveryStreet', ['general_informations', 'comments_and_summary'])).toBe('general_informations');
  });
});
