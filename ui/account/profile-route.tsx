import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../config/use-case-tokens';
import { PASSWORD_PLACEHOLDER } from '../../core/domain/account/account';
import type { UpdateProfile } from '../../core/use-cases/account/account-profile';
import type { ChangePassword } from '../../core/use-cases/account/change-password';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { TextField } from '../design/text-field';
import { AccountFormFrame, AccountTextField, PasswordField } from './account-fields';
import { phoneRegionOf } from '../session/ready-settings';
import { AddressFields } from './address-fields';
import { useDashboard } from './dashboard-context';
import { ProfileViewModel } from './profile-view-model';

/** /{restaurantId}/dashboard/profil (accounts 2, Profile). */
export const Component = observer(function ProfilePage() {
  const { t } = useTranslation();
  const { settings, user } = useDashboard();
  const container = useContainer();
  const { notifications } = useAppServices();
  usePageTitle(t('dashboard_profile'), settings.restaurant_name);
  // Built once per visit: a save updates the session, which must not rebuild the form under the customer.
  const profile = useViewModel(
    () =>
      new ProfileViewModel(settings.id, user, phoneRegionOf(settings), {
        updateProfile: () => container.getAsync<UpdateProfile>(USE_CASES.updateProfile),
        changePassword: () => container.getAsync<ChangePassword>(USE_CASES.changePassword),
        notify: notifications.notify,
      }),
    [settings, user.id, container, notifications],
  );
  const { form, passwords } = profile;
  return (
    <>
      <h1 className="page-title">{t('dashboard_profile')}</h1>
      <AccountFormFrame form={form} onSubmit={() => void profile.save()}>
        <div className="account-form__row">
          <AccountTextField form={form} field="firstName" label={t('first_name')} autoComplete="given-name" maxLength={100} />
          <AccountTextField form={form} field="lastName" label={t('last_name')} autoComplete="family-name" maxLength={100} />
        </div>
        <AccountTextField form={form} field="email" label={t('email_address')} type="email" autoComplete="email" maxLength={254} />
        <AccountTextField form={form} field="phone" label={t('phone_number')} type="tel" autoComplete="tel" optional maxLength={32} />
        <AddressFields form={form} />
        <div className="profile__password">
          <TextField label={t('password')} type="password" value={PASSWORD_PLACEHOLDER} readOnly autoComplete="off" />
          <Button variant="secondary" onClick={profile.openPasswordDialog}>
            {t('change_password')}
          </Button>
        </div>
        {profile.changed && (
          <Button type="submit" block disabled={form.sending} aria-busy={form.sending}>
            {t('save')}
          </Button>
        )}
      </AccountFormFrame>
      {profile.passwordDialogOpen && (
        <Dialog
          title={t('change_password')}
          closeLabel={t('close')}
          onClose={profile.closePasswordDialog}
          footer={
            <div className="profile__dialog-actions">
              <Button variant="secondary" onClick={profile.closePasswordDialog}>
                {t('cancel')}
              </Button>
              <Button type="submit" form="password-change" disabled={passwords.sending} aria-busy={passwords.sending}>
                {t('save')}
              </Button>
            </div>
          }
        >
          <PasswordChangeForm profile={profile} />
        </Dialog>
      )}
    </>
  );
});

const PasswordChangeForm = observer(function PasswordChangeForm({ profile }: { readonly profile: ProfileViewModel }) {
  const { t } = useTranslation();
  const { passwords } = profile;
  return (
    <form
      id="password-change"
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void profile.changePassword();
      }}
    >
      <PasswordField form={passwords} field="oldPassword" label={t('old_password')} autoComplete="current-password" />
      <PasswordField form={passwords} field="newPassword" label={t('new_password')} autoComplete="new-password" />
      <PasswordField form={passwords} field="confirmation" label={t('password_confirmation')} autoComplete="new-password" />
    </form>
  );
});
