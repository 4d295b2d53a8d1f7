import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../../core/domain/account/account';
import { fail, ok } from '../../../../core/domain/result';
import type { Registered } from '../../../../core/use-cases/account/register';
import type { AccountFailure } from '../../../../core/use-cases/account/account-failure';
import { RegisterViewModel } from '../../../../ui/account/login-view-models';

function registerAnswering(answer: { ok: true; value: Registered } | { ok: false; error: AccountFailure }) {
  const visited: string[] = [];
  const register = new RegisterViewModel('le-comptoir', { deliveryOffered: false, region: 'FR' }, async () => ({ execute: async () => (answer.ok ? ok(answer.value) : fail(answer.error)) }), {
    navigate: (path) => void visited.push(path),
    notify: () => 0,
  });
  for (const [field, value] of Object.entries({ firstName: 'Léa', lastName: 'Durand', email: ' lea@example.com ', password: 'Secret-2026', confirmation: 'Secret-2026' })) {
    register.form.set(field as keyof typeof EMPTY_PROFILE, value);
  }
  return { register, visited };
}

describe('accounts 2 and issue 15.7: the register screen', () => {
  it('a new customer, logged in, goes to the dashboard', async () => {
    const { register, visited } = registerAnswering({ ok: true, value: { kind: 'connected', user: { ...EMPTY_PROFILE, id: 'u1', accessToken: 'x'.repeat(43) } } });
    await register.submit();
    expect(visited).toEqual(['/le-comptoir/dashboard']);
    expect(register.mailedTo).toBeNull();
  });

  it('an e-mail that has an account replaces the form by a message naming that mailbox; nothing else happens', async () => {
    const { register, visited } = registerAnswering({ ok: true, value: { kind: 'check_mailbox' } });
    await register.submit();
    expect(register.mailedTo).toBe('lea@example.com');
    expect(visited).toEqual([]);
    expect(register.form.problems).toEqual({});
  });

  it('a platform that refuses a taken e-mail still says register_user_already_exist at the confirmation (accounts 5 and 8)', async () => {
    const { register } = registerAnswering({ ok: false, error: { kind: 'refused', refusal: 'user_already_exist' } });
    await register.submit();
    expect(register.form.problems).toEqual({ confirmation: 'register_user_already_exist' });
    expect(register.mailedTo).toBeNull();
  });
});
