import { describe, expect, it } from 'vitest';
import { deliveryCountryOf, postCodeProblem } from '../../../../../core/domain/order-type/post-code-formats';

describe('issue 22.9: a delivery post code is checked by the format of its country', () => {
  it.each([
    ['FR', ['75010', '01000', '13016', '20000', '95880', '97400', '98800'], ['ABCDE', '00000', '96000', '98000', '99999', '7501', '750100', '75 010', '']],
    ['MC', ['98000', '98015'], ['06240', '9800', '98100', 'MC98000', '']],
    ['RE', ['97400', '97490'], ['75010', '97100', '9740', '']],
    ['CH', ['1201', '8001', '9999'], ['0123', '12345', '12A4', '']],
    ['BE', ['1000', '9000'], ['0999', '10000', 'B1000', '']],
  ] as const)('%s: the post codes it writes are taken, the others refused with its own message', (country, taken, refused) => {
    for (const postCode of taken) expect(postCodeProblem(postCode, country), `${country} ${postCode}`).toBeNull();
    for (const postCode of refused) expect(postCodeProblem(postCode, country), `${country} ${postCode}`).toBe(`delivery_post_code_invalid_${country.toLowerCase()}`);
  });

  it('surrounding spaces are not a mistake', () => {
    expect(postCodeProblem(' 75010 ', 'FR')).toBeNull();
  });

  it('a country without a known format keeps the loose rule: 3 to 10 letters, digits, spaces or dashes', () => {
    for (const postCode of ['SW1A 1AA', '10115', 'K1A 0B1']) expect(postCodeProblem(postCode, 'GB')).toBeNull();
    for (const postCode of ['7', '75001<script>', '12345678901']) expect(postCodeProblem(postCode, 'GB')).toBe('delivery_post_code_invalid');
  });

  it('the establishment delivers in its own country, the one its phoneRegion names (FR when it names none)', () => {
    expect(deliveryCountryOf({ phoneRegion: 'CH' })).toBe('CH');
    expect(deliveryCountryOf({ phoneRegion: 'mc' })).toBe('MC');
    expect(deliveryCountryOf({ phoneRegion: '' })).toBe('FR');
  });
});
