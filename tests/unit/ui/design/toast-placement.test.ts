import { describe, expect, it } from 'vitest';
import { toastPlacement } from '../../../../ui/design/toast-placement';

const phone = { height: 800, topInset: 64, bottomInset: 0 };

describe('toast placement (a toast never covers a form field)', () => {
  it('at the bottom when no field is there', () => {
    expect(toastPlacement([{ top: 100, bottom: 150 }], phone, 90)).toBe('bottom');
  });

  it('at the top when a field is where the toast would be at the bottom', () => {
    expect(toastPlacement([{ top: 730, bottom: 770 }], phone, 90)).toBe('top');
  });

  it('out of sight while fields are at both places', () => {
    expect(toastPlacement([{ top: 80, bottom: 120 }, { top: 730, bottom: 770 }], phone, 90)).toBe('hidden');
  });

  it('above the basket bar on phones: a field just above the bar counts', () => {
    expect(toastPlacement([{ top: 660, bottom: 700 }], { ...phone, bottomInset: 72 }, 90)).toBe('top');
    expect(toastPlacement([{ top: 660, bottom: 700 }], phone, 90)).toBe('bottom');
  });
});
