import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../../../core/domain/account/account';
import { defaultPhoneRegion, phoneToStore } from '../../../../../core/domain/account/account-phone';
import {
  validateForgotPassword,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validateRegister,
  validateResetPassword,
} from '../../../../../core/domain/account/account-validation';

const complete = { ...EMPTY_PROFILE, firstName: 'Léa', lastName: 'Durand', email: 'lea@example.com', password: 'Secret-123', confirmation: 'Secret-123' };
const address = { addressStreet: '1 rue A', addressZipCode: '75002', addressCity: 'Paris', addressCountry: 'France' };

describe('accounts 5: validation rules', () => {
  it('Login: email and password required', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'field_required', password: 'field_required' });
    expect(validateLogin({ email: 'a@b.fr', password: 'x' })).toEqual({});
  });

  it('Register: names (2 characters or more), a valid e-mail, a confirmation equal to the password', () => {
    expect(validateRegister({ ...complete, firstName: 'L', email: 'lea@', confirmation: 'other' }, { deliveryOffered: false, region: 'FR' })).toEqual({
      firstName: 'name_min_length_error',
      email: 'email_error',
      confirmation: 'password_confirmation_error',
    });
    expect(validateRegister(complete, { deliveryOffered: false, region: 'FR' })).toEqual({});
  });

  it('Register: the address is required only when delivery is offered; the complement stays optional', () => {
    expect(validateRegister(complete, { deliveryOffered: true, region: 'FR' })).toEqual({
      addressStreet: 'field_required',
      addressZipCode: 'field_required',
      addressCity: 'field_required',
      addressCountry: 'field_required',
    });
    expect(validateRegister({ ...complete, ...address }, { deliveryOffered: true, region: 'FR' })).toEqual({});
  });

  it('Register: a phone, when given, must be valid (field_not_valid)', () => {
    expect(validateRegister({ ...complete, phone: '12' }, { deliveryOffered: false, region: 'FR' })).toEqual({ phone: 'field_not_valid' });
    expect(validateRegister({ ...complete, phone: '06 12 34 56 78' }, { deliveryOffered: false, region: 'FR' })).toEqual({});
  });

  it('Forgot password: email required and valid', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'field_required' });
    expect(validateForgotPassword({ email: 'no-at-sign' })).toEqual({ email: 'email_error' });
  });

  it('Reset password (accounts 9): 8 to 20 characters, confirmation required and equal', () => {
    expect(validateResetPassword({ password: '1234567', confirmation: '1234567' })).toEqual({ password: 'password_length_error' });
    expect(validateResetPassword({ password: '123456789012345678901', confirmation: '' })).toEqual({ password: 'password_length_error', confirmation: 'field_required' });
    expect(validateResetPassword({ password: '12345678', confirmation: '12345678' })).toEqual({});
    expect(validateResetPassword({ password: '12345678901234567890', confirmation: '1234567890123456789' })).toEqual({ confirmation: 'password_confirmation_error' });
  });

  it('Profile: first name, last name, email, street, zip code, city, country required; complement optional', () => {
    expect(Object.keys(validateProfile(EMPTY_PROFILE, 'FR')).sort()).toEqual(['addressCity', 'addressCountry', 'addressStreet', 'addressZipCode', 'email', 'firstName', 'lastName']);
    expect(validateProfile({ ...complete, ...address }, 'FR')).toEqual({});
  });

  it('Password change: old, new and confirmation required; confirmation equals new', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirmation: '' })).toEqual({ oldPassword: 'field_required', newPassword: 'field_required', confirmation: 'field_required' });
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'Nouveau-26', confirmation: 'Nouveau-27' })).toEqual({ confirmation: 'password_confirmation_error' });
  });
});

describe('accounts 3 and 9: phone numbers', () => {
  it('default region: the restaurant phoneRegion, else the browser language region, else FR', () => {
    expect(defaultPhoneRegion('BE', 'de-DE')).toBe('BE');
    expect(defaultPhoneRegion('', 'de-DE')).toBe('DE');
    expect(defaultPhoneRegion(null, 'en')).toBe('FR');
  });

  it('stored in international format only when valid', () => {
    expect(phoneToStore('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(phoneToStore('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(phoneToStore('123', 'FR')).toBe('');
  });
});
