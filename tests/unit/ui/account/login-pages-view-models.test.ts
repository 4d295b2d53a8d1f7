import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../../core/domain/account/account';
import type { Result } from '../../../../core/domain/result';
import { fail, ok } from '../../../../core/domain/result';
import type { AccountFailure } from '../../../../core/use-cases/account/account-failure';
import { ForgotPasswordViewModel, LoginViewModel, ResetPasswordViewModel } from '../../../../ui/account/login-view-models';

/** What a login page did: the addresses it went to (with their state) and the toasts it gave. */
function recorder() {
  const visited: { path: string; state: unknown }[] = [];
  const toasts: { key: string; tone: string }[] = [];
  return {
    visited,
    toasts,
    deps: {
      navigate: (path: string, options?: { state?: unknown }) => void visited.push({ path, state: options?.state }),
      notify: (notification: { key: string; tone: string }) => toasts.push({ key: notification.key, tone: notification.tone }),
    },
  };
}

const answering =
  <T>(answer: Result<T, AccountFailure>) =>
  async () => ({ execute: async () => answer });
const user = { ...EMPTY_PROFILE, id: 'u1', accessToken: 'x'.repeat(43) };
const networkDown: AccountFailure = { kind: 'network', message: 'offline' };
const platformError: AccountFailure = { kind: 'server', message: '500' };

describe('accounts 5 and 8: the login screen', () => {
  it("a refusal shows 'invalid_credentials' on the password field and keeps what was typed", async () => {
    const { deps, visited } = recorder();
    const login = new LoginViewModel('le-comptoir', answering<never>(fail({ kind: 'refused', refusal: 'invalid_credentials' })), deps);
    login.form.set('email', 'lea@example.com');
    login.form.set('password', 'wrong');
    await login.submit();
    expect(login.form.problems).toEqual({ password: 'invalid_credentials' });
    expect(login.form.values).toEqual({ email: 'lea@example.com', password: 'wrong' });
    expect(visited).toEqual([]);
  });
});

describe('accounts 2, 5 and 8: forgot password', () => {
  it('on success the form is replaced by the success message', async () => {
    const { deps, toasts } = recorder();
    const forgot = new ForgotPasswordViewModel('le-comptoir', answering(ok(undefined)), deps);
    forgot.form.set('email', 'lea@example.com');
    await forgot.submit();
    expect(forgot.sent).toBe(true);
    expect(toasts).toEqual([]);
  });

  it("a failure is the 'forgot_password_error' toast, the form kept", async () => {
    const { deps, toasts } = recorder();
    const forgot = new ForgotPasswordViewModel('le-comptoir', answering<void>(fail(platformError)), deps);
    forgot.form.set('email', 'lea@example.com');
    await forgot.submit();
    expect(forgot.sent).toBe(false);
    expect(toasts).toEqual([{ key: 'forgot_password_error', tone: 'error' }]);
    expect(forgot.form.values.email).toBe('lea@example.com');
  });
});

describe('accounts 2, 4, 5 and 8: reset password', () => {
  const reset = (check: Result<boolean, AccountFailure>, answer: Result<typeof user, AccountFailure>) => {
    const record = recorder();
    const viewModel = new ResetPasswordViewModel('le-comptoir', 'token-1', { check: answering(check), reset: answering(answer) }, record.deps);
    return { viewModel, ...record };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('the token is checked on load: valid shows the form, invalid the reset_password_invalid_token message', async () => {
    const valid = reset(ok(true), ok(user));
    expect(valid.viewModel.token).toBe('checking');
    valid.viewModel.start();
    await settle();
    expect(valid.viewModel.token).toBe('valid');
    const invalid = reset(ok(false), ok(user));
    invalid.viewModel.start();
    await settle();
    expect(invalid.viewModel.token).toBe('invalid');
  });

  it('success connects the returned user: the dashboard, which says reset_password_success', async () => {
    const { viewModel, visited } = reset(ok(true), ok(user));
    await viewModel.submit();
    expect(visited).toEqual([{ path: '/le-comptoir/dashboard', state: { notice: 'reset_password_success' } }]);
  });

  it("a failure is the 'reset_password_error' toast; no connection is said as such", async () => {
    const failed = reset(ok(true), fail(platformError));
    await failed.viewModel.submit();
    expect(failed.toasts).toEqual([{ key: 'reset_password_error', tone: 'error' }]);
    expect(failed.visited).toEqual([]);
    const offline = reset(ok(true), fail(networkDown));
    await offline.viewModel.submit();
    expect(offline.toasts).toEqual([{ key: 'connection_error', tone: 'error' }]);
  });

  it('a token refused when used shows the invalid-token message rather than a toast', async () => {
    const { viewModel, toasts } = reset(ok(true), fail({ kind: 'refused', refusal: 'reset_password_invalid_token' }));
    await viewModel.submit();
    expect(viewModel.token).toBe('invalid');
    expect(toasts).toEqual([]);
  });
});
