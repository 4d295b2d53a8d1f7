import { makeAutoObservable } from 'mobx';
import type { CountryCode } from 'libphonenumber-js/min';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { CheckResetToken } from '../../core/use-cases/account/check-reset-token';
import type { ForgotPassword } from '../../core/use-cases/account/forgot-password';
import type { Login } from '../../core/use-cases/account/login';
import type { Register } from '../../core/use-cases/account/register';
import type { ResetPassword } from '../../core/use-cases/account/reset-password';
import { EMPTY_PROFILE } from '../../core/domain/account/account';
import type { Notify } from '../notifications/notification-center';
import type { Navigate } from '../routing/restaurant-paths';
import { AccountForm, failureKey } from './account-form-view-model';
import { accountPaths } from './account-paths';

type Lazy<T> = () => Promise<Pick<T, 'execute' & keyof T>>;

export interface LoginPagesDeps {
  readonly navigate: Navigate;
  readonly notify: Notify['notify'];
}

/** accounts 2 and 5, Login: a refusal shows invalid_credentials on the password field; success goes to the dashboard. */
export class LoginViewModel {
  readonly form = new AccountForm({ email: '', password: '' });
  rememberMe = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly login: Lazy<Login>,
    private readonly deps: LoginPagesDeps,
  ) {
    makeAutoObservable<LoginViewModel, 'restaurantId' | 'login' | 'deps'>(this, { form: false, restaurantId: false, login: false, deps: false }, { autoBind: true });
  }

  setRememberMe(remember: boolean): void {
    this.rememberMe = remember;
  }

  async submit(): Promise<void> {
    if (!this.form.begin()) return;
    const result = await (await this.login()).execute({ restaurantId: this.restaurantId, ...this.form.values, rememberMe: this.rememberMe });
    if (result.ok) {
      this.form.finish();
      this.deps.navigate(accountPaths.dashboard(this.restaurantId), { replace: true });
      return;
    }
    this.form.finish(result.error.kind === 'invalid' ? result.error.problems : { password: failureKey(result.error, 'invalid_credentials') });
  }
}

const REGISTER_FIELDS = { ...EMPTY_PROFILE, password: '', confirmation: '' };

/**
 * accounts 2 and 5, Register: user_already_exist shows register_user_already_exist on the confirmation
 * field, other refusals invalid_credentials; after success the user is logged in and goes to the dashboard.
 * An e-mail that has an account already (issue 15.7) replaces the form by a message: read that mailbox.
 */
export class RegisterViewModel {
  readonly form = new AccountForm<keyof typeof REGISTER_FIELDS>(REGISTER_FIELDS);
  optin = false;
  /** The address whose mailbox the customer is asked to read; null while the form shows. */
  mailedTo: string | null = null;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly context: { readonly deliveryOffered: boolean; readonly region: CountryCode },
    private readonly register: Lazy<Register>,
    private readonly deps: LoginPagesDeps,
  ) {
    makeAutoObservable<RegisterViewModel, 'restaurantId' | 'context' | 'register' | 'deps'>(
      this,
      { form: false, restaurantId: false, context: false, register: false, deps: false },
      { autoBind: true },
    );
  }

  get asksAddress(): boolean {
    return this.context.deliveryOffered;
  }

  setOptin(optin: boolean): void {
    this.optin = optin;
  }

  async submit(): Promise<void> {
    if (!this.form.begin()) return;
    const result = await (await this.register()).execute({ restaurantId: this.restaurantId, form: this.form.values, optin: this.optin, ...this.context });
    if (result.ok) {
      this.form.finish();
      if (result.value.kind === 'check_mailbox') return this.showMailed(this.form.values.email.trim());
      this.deps.navigate(accountPaths.dashboard(this.restaurantId), { replace: true });
      return;
    }
    const { error } = result;
    if (error.kind === 'invalid') return this.form.finish(error.problems);
    const key = error.kind === 'refused' && error.refusal === 'user_already_exist' ? 'register_user_already_exist' : failureKey(error, 'invalid_credentials');
    this.form.finish({ confirmation: key });
  }

  private showMailed(email: string): void {
    this.mailedTo = email;
  }
}

/** accounts 2, 5 and 8, Forgot password: success replaces the form; a failure is the forgot_password_error toast. */
export class ForgotPasswordViewModel {
  readonly form = new AccountForm({ email: '' });
  sent = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly forgotPassword: Lazy<ForgotPassword>,
    private readonly deps: LoginPagesDeps,
  ) {
    makeAutoObservable<ForgotPasswordViewModel, 'restaurantId' | 'forgotPassword' | 'deps'>(this, { form: false, restaurantId: false, forgotPassword: false, deps: false }, { autoBind: true });
  }

  async submit(): Promise<void> {
    if (!this.form.begin()) return;
    const result = await (await this.forgotPassword()).execute({ restaurantId: this.restaurantId, email: this.form.values.email });
    if (result.ok) {
      this.form.finish();
      this.markSent();
      return;
    }
    if (result.error.kind === 'invalid') return this.form.finish(result.error.problems);
    this.form.finish();
    this.deps.notify({ key: failureKey(result.error, 'forgot_password_error'), tone: 'error' });
  }

  private markSent(): void {
    this.sent = true;
  }
}

/**
 * accounts 2, 4, 5 and 8, Reset password: the token is checked on load; invalid shows
 * reset_password_invalid_token; success connects the returned user (reset_password_success), a failure
 * is the reset_password_error toast.
 */
export class ResetPasswordViewModel {
  readonly form = new AccountForm({ password: '', confirmation: '' });
  token: 'checking' | 'valid' | 'invalid' = 'checking';

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly resetToken: string,
    private readonly useCases: { readonly check: Lazy<CheckResetToken>; readonly reset: Lazy<ResetPassword> },
    private readonly deps: LoginPagesDeps,
  ) {
    makeAutoObservable<ResetPasswordViewModel, 'restaurantId' | 'resetToken' | 'useCases' | 'deps'>(
      this,
      { form: false, restaurantId: false, resetToken: false, useCases: false, deps: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    let live = true;
    void (async () => {
      const result = await (await this.useCases.check()).execute({ restaurantId: this.restaurantId, token: this.resetToken });
      if (live) this.setToken(result.ok && result.value ? 'valid' : 'invalid');
    })();
    return () => {
      live = false;
    };
  }

  private setToken(state: 'valid' | 'invalid'): void {
    this.token = state;
  }

  async submit(): Promise<void> {
    if (!this.form.begin()) return;
    const result = await (await this.useCases.reset()).execute({ restaurantId: this.restaurantId, token: this.resetToken, ...this.form.values });
    if (result.ok) {
      this.form.finish();
      // Said by the dashboard once it shows (a toast given before the page changes would go with the old page).
      this.deps.navigate(accountPaths.dashboard(this.restaurantId), { replace: true, state: { notice: 'reset_password_success' } });
      return;
    }
    const { error } = result;
    if (error.kind === 'invalid') return this.form.finish(error.problems);
    this.form.finish();
    if (error.kind === 'refused' && error.refusal === 'reset_password_invalid_token') this.setToken('invalid');
    else this.deps.notify({ key: failureKey(error, 'reset_password_error'), tone: 'error' });
  }
}
