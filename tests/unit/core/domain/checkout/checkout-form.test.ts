import { describe, expect, it } from 'vitest';
import { COMMENT_FORM_MAX_LENGTH, COMMENT_SENT_MAX_LENGTH, commentToSend, emptyCheckoutForm, isCgvPreChecked } from '../../../../../core/domain/checkout/checkout-form';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';

describe('checkout form (checkout 3, 5)', () => {
  it('checkout 5: the terms checkbox comes pre-checked for restaurant table (1) and hotel room (5) order types', () => {
    expect(isCgvPreChecked(OrderTypeId.onPlace)).toBe(true);
    expect(isCgvPreChecked(OrderTypeId.roomDelivery)).toBe(true);
  });

  it('checkout 5: the terms checkbox starts unticked for delivery, take away and before an order type is chosen', () => {
    expect(isCgvPreChecked(OrderTypeId.delivery)).toBe(false);
    expect(isCgvPreChecked(OrderTypeId.takeAway)).toBe(false);
    expect(isCgvPreChecked(null)).toBe(false);
  });

  it('checkout 3: a new checkout form is blank, with terms unticked and no promotional e-mails', () => {
    expect(emptyCheckoutForm()).toEqual({
      fullName: '',
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      roomNumber: '',
      tableNumber: '',
      deliveryAddress: { street: '', postCode: '', city: '', floor: '', doorCode: '', intercom: '' },
      timeSlot: null,
      orderTypeId: null,
      payment: null,
      cgvAccepted: false,
      comment: '',
      optInPromotions: false,
    });
  });

  it('checkout 5, 9: the comment takes 280 characters in the form and 250 are sent', () => {
    expect(COMMENT_FORM_MAX_LENGTH).toBe(280);
    expect(COMMENT_SENT_MAX_LENGTH).toBe(250);
  });

  it('checkout 5: a comment of more than 250 characters is sent cut at 250 characters plus an ellipsis', () => {
    const comment = 'a'.repeat(240) + 'b'.repeat(40);
    expect(commentToSend(comment)).toBe('a'.repeat(240) + 'b'.repeat(10) + '...');
  });

  it('checkout 5: a comment of 250 characters or less is sent whole', () => {
    const comment = 'c'.repeat(250);
    expect(commentToSend(comment)).toBe(comment);
    expect(commentToSend('No onions please')).toBe('No onions please');
  });

  it('checkout 5: the comment is sent without its surrounding blanks', () => {
    expect(commentToSend('  ring twice \n')).toBe('ring twice');
    expect(commentToSend('   ')).toBe('');
  });
});
