import { describe, expect, it } from 'vitest';
import { customerName } from '../../../../../core/domain/checkout/checkout-form';
import { validateCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import { asksFullName } from '../../../../../core/domain/checkout/contact-rules';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant, anOrderType, requiredClientInfos } from '../../fixtures/restaurant-builders';

/** checkout 5: first and last names and the table number, when the restaurant requires them. */
describe('validateCheckout: names and table number (checkout 5)', () => {
  const base = aRestaurant();

  it('checkout 5: a required table number for an order on place must be greater than 0, else incorrect_table_number', () => {
    const tableOrdering = aRestaurant({
      orderTypes: [anOrderType({ id: OrderTypeId.onPlace })],
      cmd_required_infos: { ...base.cmd_required_infos, table_number: true },
    });
    const problems = validateCheckout(aValidCheckoutForm({ orderTypeId: OrderTypeId.onPlace }), tableOrdering, someBasketTotals());
    expect(problems.map((problem) => problem.key)).toContain('incorrect_table_number');
  });

  it('checkout 5: a required first name of fewer than 2 characters gives first_name_min_length_error', () => {
    const firstNameAsked = aRestaurant({ cmd_required_infos: { ...base.cmd_required_infos, client_info: requiredClientInfos({ full_name: false, first_name: true }) } });
    const problems = validateCheckout(aValidCheckoutForm({ fullName: '' }), firstNameAsked, someBasketTotals());
    expect(problems.map((problem) => problem.key)).toContain('first_name_min_length_error');
  });

  it('checkout 5: a required last name of fewer than 2 characters gives last_name_min_length_error', () => {
    const lastNameAsked = aRestaurant({ cmd_required_infos: { ...base.cmd_required_infos, client_info: requiredClientInfos({ full_name: false, last_name: true }) } });
    const problems = validateCheckout(aValidCheckoutForm({ fullName: '' }), lastNameAsked, someBasketTotals());
    expect(problems.map((problem) => problem.key)).toContain('last_name_min_length_error');
  });
});

describe('contact details typed though not required', () => {
  const phoneNotRequired = aRestaurant({
    cmd_required_infos: { ...aRestaurant().cmd_required_infos, client_info: requiredClientInfos({ phone: false }) },
  });

  it('checkout 5: a phone typed though not required must be valid, since the restaurant will call it', () => {
    const problems = validateCheckout(aValidCheckoutForm({ phone: '0612' }), phoneNotRequired, someBasketTotals());
    expect(problems).toContainEqual({ field: 'phone', key: 'incorrect_phone_number' });
  });

  it('checkout 5: a phone left empty when not required is fine', () => {
    expect(validateCheckout(aValidCheckoutForm({ phone: '' }), phoneNotRequired, someBasketTotals())).toEqual([]);
  });

  it('checkout 3: the name sent is the full name, else the first and last names joined', () => {
    expect(customerName({ fullName: '  Jeanne Dupont ', firstName: 'x', lastName: 'y' })).toBe('Jeanne Dupont');
    expect(customerName({ fullName: '', firstName: ' Jeanne', lastName: 'Dupont ' })).toBe('Jeanne Dupont');
  });
});

/** Issue 19: checkout 5 "Full name (when shown) is trimmed, at least 2 characters", also where it is not required. */
describe('a full name that is shown though optional (checkout 5)', () => {
  const fullNameOptional = aRestaurant({ cmd_required_infos: { ...aRestaurant().cmd_required_infos, client_info: requiredClientInfos({ full_name: false }) } });

  it('checkout 5 "Full name (when shown) ... at least 2 characters": shown (no first or last name asked), one letter gives full_name_min_length_error', () => {
    expect(asksFullName(fullNameOptional)).toBe(true);
    const problems = validateCheckout(aValidCheckoutForm({ fullName: ' J ' }), fullNameOptional, someBasketTotals());
    expect(problems).toContainEqual({ field: 'fullName', key: 'full_name_min_length_error' });
  });

  it('checkout 5: not shown (first and last names asked instead), the full name is not judged', () => {
    const namesAsked = aRestaurant({ cmd_required_infos: { ...aRestaurant().cmd_required_infos, client_info: requiredClientInfos({ full_name: false, first_name: true, last_name: true }) } });
    expect(asksFullName(namesAsked)).toBe(false);
    const problems = validateCheckout(aValidCheckoutForm({ fullName: '', firstName: 'Jeanne', lastName: 'Dupont' }), namesAsked, someBasketTotals());
    expect(problems).toEqual([]);
  });
});
