import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../../../adapters/simulator/account/password-hashing';

describe('ours: passwords kept as salted scrypt hashes', () => {
  it('never plain, salted (the same password hashes twice differently), checked in both directions', async () => {
    const first = await hashPassword('Comptoir2026');
    const second = await hashPassword('Comptoir2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toContain('Comptoir2026');
    expect(first).not.toBe(second);
    expect(await verifyPassword('Comptoir2026', first)).toBe(true);
    expect(await verifyPassword('Comptoir2027', first)).toBe(false);
  });

  it('a hash it cannot read matches nothing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
