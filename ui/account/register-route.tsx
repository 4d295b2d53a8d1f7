import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { Register } from '../../core/use-cases/account/register';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { ChoiceInput } from '../design/choice-input';
import { Spinner } from '../design/spinner';
import { AccountFormFrame, AccountTextField, PasswordField } from './account-fields';
import { accountPaths } from './account-paths';
import { offersDelivery, phoneRegionOf, useReadySettings } from '../session/ready-settings';
import { AddressFields } from './address-fields';
import { RegisterViewModel } from './login-view-models';

/**
 * /{restaurantId}/v/register (accounts 2, Register): the address too when delivery is offered; logged in
 * after, or, for an e-mail that has an account already, asked to read that mailbox (issue 15.7).
 */
export const Component = observer(function RegisterPage() {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const container = useContainer();
  const navigate = useStableNavigate();
  const { notifications } = useAppServices();
  usePageTitle(t('register_title'), settings?.restaurant_name ?? '');
  const register = useViewModel(
    () =>
      settings &&
      new RegisterViewModel(settings.id, { deliveryOffered: offersDelivery(settings), region: phoneRegionOf(settings) }, () => container.getAsync<Register>(USE_CASES.register), {
        navigate,
        notify: notifications.notify,
      }),
    [settings, container, navigate, notifications],
  );
  if (!settings || !register) return <Spinner label={t('loading')} />;
  const { form } = register;
  if (register.mailedTo !== null) {
    return (
      <>
        <h1 className="page-title">{t('register_title')}</h1>
        <p role="status" className="login-layout__message">
          {t('register_check_mailbox', { email: register.mailedTo })}
        </p>
        <nav className="login-layout__links" aria-label={t('account_links')}>
          <Link to={accountPaths.login(settings.id)}>{t('back_to_login')}</Link>
          <Link to={accountPaths.forgotPassword(settings.id)}>{t('forgot_password_link')}</Link>
        </nav>
      </>
    );
  }
  return (
    <>
      <h1 className="page-title">{t('register_title')}</h1>
      <AccountFormFrame form={form} onSubmit={() => void register.submit()}>
        <div className="account-form__row">
          <AccountTextField form={form} field="firstName" label={t('first_name')} autoComplete="given-name" maxLength={100} />
          <AccountTextField form={form} field="lastName" label={t('last_name')} autoComplete="family-name" maxLength={100} />
        </div>
        <AccountTextField form={form} field="email" label={t('email_address')} type="email" autoComplete="email" maxLength={254} />
        <AccountTextField form={form} field="phone" label={t('phone_number')} type="tel" autoComplete="tel" optional maxLength={32} />
        {register.asksAddress && <AddressFields form={form} />}
        <PasswordField form={form} field="password" label={t('password')} autoComplete="new-password" />
        <PasswordField form={form} field="confirmation" label={t('password_confirmation')} autoComplete="new-password" />
        <ChoiceInput type="checkbox" label={t('register_optin')} checked={register.optin} onChange={(event) => register.setOptin(event.target.checked)} />
        <Button type="submit" block disabled={form.sending} aria-busy={form.sending}>
          {t('register_submit')}
        </Button>
      </AccountFormFrame>
      <nav className="login-layout__links" aria-label={t('account_links')}>
        <Link to={accountPaths.login(settings.id)}>{t('already_registered_link')}</Link>
      </nav>
    </>
  );
});
