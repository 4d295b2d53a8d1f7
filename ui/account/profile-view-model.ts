import { makeAutoObservable } from 'mobx';
import type { CountryCode } from 'libphonenumber-js/min';
import type { UserProfile } from '../../core/domain/account/account';
import { profileOf } from '../../core/domain/account/account';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { UpdateProfile } from '../../core/use-cases/account/account-profile';
import type { ChangePassword } from '../../core/use-cases/account/change-password';
import type { Notify } from '../notifications/notification-center';
import { AccountForm, failureKey } from './account-form-view-model';

const NO_PASSWORDS = { oldPassword: '', newPassword: '', confirmation: '' };

export interface ProfileDeps {
  readonly updateProfile: () => Promise<Pick<UpdateProfile, 'execute'>>;
  readonly changePassword: () => Promise<Pick<ChangePassword, 'execute'>>;
  readonly notify: Notify['notify'];
}

/**
 * accounts 2, 4, 5 and 8, Profile: the save button shows only once a field differs from the stored
 * profile; success 'profile_updated' and failure notifications (5 s). The password modal opens with its
 * fields reset; success 'password_updated', failure 'password_update_error'.
 */
export class ProfileViewModel {
  readonly form: AccountForm<keyof UserProfile>;
  readonly passwords = new AccountForm(NO_PASSWORDS);
  passwordDialogOpen = false;
  private saved: UserProfile;

  constructor(
    private readonly restaurantId: RestaurantId,
    profile: UserProfile,
    private readonly region: CountryCode,
    private readonly deps: ProfileDeps,
  ) {
    this.saved = profileOf(profile);
    this.form = new AccountForm<keyof UserProfile>(this.saved);
    makeAutoObservable<ProfileViewModel, 'restaurantId' | 'region' | 'deps'>(
      this,
      { form: false, passwords: false, restaurantId: false, region: false, deps: false },
      { autoBind: true },
    );
  }

  /** accounts 2 and 4: save hidden until a field changes. */
  get changed(): boolean {
    return (Object.keys(this.saved) as (keyof UserProfile)[]).some((field) => this.form.values[field] !== this.saved[field]);
  }

  async save(): Promise<void> {
    if (!this.form.begin()) return;
    const result = await (await this.deps.updateProfile()).execute({ restaurantId: this.restaurantId, profile: this.form.values, region: this.region });
    if (result.ok) {
      this.stored(result.value);
      this.form.finish();
      this.form.reset(result.value);
      this.deps.notify({ key: 'profile_updated', tone: 'success' });
      return;
    }
    const { error } = result;
    if (error.kind === 'invalid') return this.form.finish(error.problems);
    this.form.finish(error.kind === 'refused' && error.refusal === 'user_already_exist' ? { email: 'register_user_already_exist' } : {});
    this.deps.notify({ key: failureKey(error, 'profile_update_error'), tone: 'error' });
  }

  openPasswordDialog(): void {
    this.passwords.reset(NO_PASSWORDS);
    this.passwordDialogOpen = true;
  }

  closePasswordDialog(): void {
    this.passwordDialogOpen = false;
  }

  async changePassword(): Promise<void> {
    if (!this.passwords.begin()) return;
    const result = await (await this.deps.changePassword()).execute({ restaurantId: this.restaurantId, ...this.passwords.values });
    if (result.ok) {
      this.passwords.finish();
      this.closePasswordDialog();
      this.deps.notify({ key: 'password_updated', tone: 'success' });
      return;
    }
    const { error } = result;
    if (error.kind === 'invalid') return this.passwords.finish(error.problems);
    this.passwords.finish(error.kind === 'not_changed' ? { oldPassword: 'old_password_incorrect' } : {});
    this.deps.notify({ key: error.kind === 'not_changed' ? 'password_update_error' : failureKey(error, 'password_update_error'), tone: 'error' });
  }

  private stored(profile: UserProfile): void {
    this.saved = profileOf(profile);
  }
}
