import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../core/domain/result';

describe('Result (ARCHITECTURE: expected failures are values, not exceptions)', () => {
  it('a success carries its value', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 });
  });

  it('a failure carries its error', () => {
    expect(fail('missing_cgv_checked')).toEqual({ ok: false, error: 'missing_cgv_checked' });
  });
});
