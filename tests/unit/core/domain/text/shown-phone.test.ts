import { describe, expect, it } from 'vitest';
import { shownPhone } from '../../../../../core/domain/text/shown-phone';

describe('issue 21, accounts 9: a phone number in the national format of the establishment\'s country', () => {
  it('a French number of a French establishment is written as France writes it, and called in full', () => {
    expect(shownPhone('+33612345678', 'FR')).toEqual({ display: '06 12 34 56 78', href: 'tel:+33612345678' });
    expect(shownPhone('0145000000', 'FR')).toEqual({ display: '01 45 00 00 00', href: 'tel:+33145000000' });
  });

  it('a number of another country is written internationally', () => {
    expect(shownPhone('+442079460000', 'FR')?.display).toBe('+44 20 7946 0000');
    expect(shownPhone('+4930123456', 'DE')?.display).toBe('030 123456');
  });

  it('a number it cannot read is shown as written; none is none', () => {
    expect(shownPhone('call the desk', 'FR')).toEqual({ display: 'call the desk', href: 'tel:' });
    expect(shownPhone('  ', 'FR')).toBeNull();
    expect(shownPhone(null, 'FR')).toBeNull();
  });
});
