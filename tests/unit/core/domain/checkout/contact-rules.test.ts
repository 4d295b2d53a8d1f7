import fc from 'fast-check';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { MIN_NAME_LENGTH, isEmailValid, isFullNameValid, isPhoneValid, isPlaceNumberValid, phoneToSend } from '../../../../../core/domain/checkout/contact-rules';

describe('full name (checkout 5, 9: trimmed, at least 2 characters)', () => {
  it('checkout 9: the minimum name length is 2', () => {
    expect(MIN_NAME_LENGTH).toBe(2);
  });

  it('checkout 5: a full name of at least 2 characters is valid', () => {
    expect(isFullNameValid('Jo')).toBe(true);
    expect(isFullNameValid('Jeanne Dupont')).toBe(true);
  });

  it('checkout 5: the full name is trimmed before its length is checked', () => {
    expect(isFullNameValid('  J  ')).toBe(false);
    expect(isFullNameValid('   ')).toBe(false);
    expect(isFullNameValid('')).toBe(false);
  });
});

describe('email (checkout 5: exactly one @, no double dots, a top-level part of at least 2 letters)', () => {
  it('checkout 5: a usual address is valid', () => {
    expect(isEmailValid('jeanne.dupont@example.fr')).toBe(true);
    expect(isEmailValid('J.Dupont+menu@mail.example.com')).toBe(true);
  });

  it('checkout 5: surrounding blanks do not make an address invalid', () => {
    expect(isEmailValid('  jeanne@example.fr ')).toBe(true);
  });

  it('checkout 5: an address with two @ is not valid', () => {
    expect(isEmailValid('jeanne@dupont@example.fr')).toBe(false);
  });

  it('checkout 5: an address without @ is not valid', () => {
    expect(isEmailValid('jeanne.example.fr')).toBe(false);
  });

  it('checkout 5: an address with double dots is not valid', () => {
    expect(isEmailValid('jeanne..dupont@example.fr')).toBe(false);
    expect(isEmailValid('jeanne@example..fr')).toBe(false);
  });

  it('checkout 5: an address whose top-level part has fewer than 2 letters is not valid', () => {
    expect(isEmailValid('jeanne@example.f')).toBe(false);
    expect(isEmailValid('jeanne@example')).toBe(false);
    expect(isEmailValid('jeanne@example.f1')).toBe(false);
  });

  it('checkout 5: an address with a space inside, or missing its local or domain part, is not valid', () => {
    expect(isEmailValid('jeanne dupont@example.fr')).toBe(false);
    expect(isEmailValid('@example.fr')).toBe(false);
    expect(isEmailValid('jeanne@.fr')).toBe(false);
    expect(isEmailValid('')).toBe(false);
  });
});

describe('phone (checkout 5: when required, must be valid; accounts 9: default country from phoneRegion, else FR)', () => {
  it('checkout 5: a French national number is valid in a French restaurant, with or without spaces', () => {
    expect(isPhoneValid('06 12 34 56 78', 'FR')).toBe(true);
    expect(isPhoneValid('0612345678', 'FR')).toBe(true);
    expect(isPhoneValid('01 23 45 67 89', 'FR')).toBe(true);
  });

  it('checkout 5: an international number is valid whatever the restaurant region', () => {
    expect(isPhoneValid('+44 20 7946 0958', 'FR')).toBe(true);
    expect(isPhoneValid('+33 6 12 34 56 78', 'GB')).toBe(true);
  });

  it('checkout 5: a number too short, letters or nothing are not valid', () => {
    expect(isPhoneValid('0612', 'FR')).toBe(false);
    expect(isPhoneValid('+33 6 12', 'FR')).toBe(false);
    expect(isPhoneValid('phone', 'FR')).toBe(false);
    expect(isPhoneValid('   ', 'FR')).toBe(false);
  });

  it('accounts 9: a national number is read in the restaurant region', () => {
    expect(isPhoneValid('020 7946 0958', 'GB')).toBe(true);
    expect(isPhoneValid('06 12 34 56 78', 'GB')).toBe(false);
  });

  it('accounts 9: without a usable region, national numbers are read as French', () => {
    expect(isPhoneValid('06 12 34 56 78', '')).toBe(true);
    expect(isPhoneValid('06 12 34 56 78', 'france')).toBe(true);
  });

  it('accounts 3: the phone is sent in international format (E.164)', () => {
    expect(phoneToSend(' 06 12 34 56 78 ', 'FR')).toBe('+33612345678');
    expect(phoneToSend('+44 20 7946 0958', 'FR')).toBe('+442079460958');
    expect(phoneToSend('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('a phone that cannot be parsed at all is sent as typed, trimmed', () => {
    expect(phoneToSend(' call me ', 'FR')).toBe('call me');
  });
});

describe('phone, the whole field is the number (checkout 5; issue 17 reads it without isValidPhoneNumber)', () => {
  it('a valid number inside other text is no valid phone', () => {
    expect(isPhoneValid('tel: 06 12 34 56 78', 'FR')).toBe(false);
    expect(isPhoneValid('abc +33612345678', 'FR')).toBe(false);
    expect(isPhoneValid('06.12.34.56.78x', 'FR')).toBe(false);
  });

  it('answers as libphonenumber-js isValidPhoneNumber over random phone-like texts and regions', () => {
    const phoneChar = fc.constantFrom(...'0123456789012345678901234567890123456789 +-.()x#*abt:'.split(''));
    const phone = fc.oneof(
      fc.string({ unit: phoneChar, maxLength: 20 }),
      fc.tuple(fc.constantFrom('+33', '+44', '+1', '0', '06', '+336', ''), fc.string({ unit: phoneChar, maxLength: 14 })).map(([start, rest]) => start + rest),
    );
    const region = fc.constantFrom('FR', 'GB', 'US', 'DE', 'BE', '', 'france', 'ZZ');
    fc.assert(
      fc.property(phone, region, (text, country) => {
        const value = text.trim();
        const expected = value !== '' && isValidPhoneNumber(value, /^[A-Z]{2}$/.test(country) ? (country as 'FR') : 'FR');
        return isPhoneValid(text, country) === expected;
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('room and table numbers (checkout 5: when required, must be greater than 0)', () => {
  it('checkout 5: a room or table number greater than 0 is valid, blanks around it aside', () => {
    expect(isPlaceNumberValid('12')).toBe(true);
    expect(isPlaceNumberValid(' 104 ')).toBe(true);
  });

  it('checkout 5: 0, a negative number, a non-number or nothing is not a valid room or table number', () => {
    for (const value of ['0', '000', '-3', '12a', '1.5', 'twelve', '', '  ']) expect(isPlaceNumberValid(value)).toBe(false);
  });
});
