import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { Login } from '../../core/use-cases/account/login';
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
import { useReadySettings } from '../session/ready-settings';
import { LoginViewModel } from './login-view-models';

/** /{restaurantId}/v/login (accounts 2, Login): e-mail and password; links to register and forgot password. */
export const Component = observer(function LoginPage() {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const container = useContainer();
  const navigate = useStableNavigate();
  const { notifications } = useAppServices();
  const restaurantId = settings?.id ?? '';
  usePageTitle(t('login_title'), settings?.restaurant_name ?? '');
  const login = useViewModel(
    () => new LoginViewModel(restaurantId, () => container.getAsync<Login>(USE_CASES.login), { navigate, notify: notifications.notify }),
    [restaurantId, container, navigate, notifications],
  );
  if (!settings) return <Spinner label={t('loading')} />;
  return (
    <>
      <h1 className="page-title">{t('login_title')}</h1>
      <AccountFormFrame form={login.form} onSubmit={() => void login.submit()}>
        <AccountTextField form={login.form} field="email" label={t('email_address')} type="email" autoComplete="email" maxLength={254} />
        <PasswordField form={login.form} field="password" label={t('password')} autoComplete="current-password" />
        <ChoiceInput type="checkbox" label={t('remember_me')} checked={login.rememberMe} onChange={(event) => login.setRememberMe(event.target.checked)} />
        <Button type="submit" block disabled={login.form.sending} aria-busy={login.form.sending}>
          {t('sign_in')}
        </Button>
      </AccountFormFrame>
      <nav className="login-layout__links" aria-label={t('account_links')}>
        <Link to={accountPaths.forgotPassword(settings.id)}>{t('forgot_password_link')}</Link>
        <Link to={accountPaths.register(settings.id)}>{t('register_link')}</Link>
      </nav>
    </>
  );
});
