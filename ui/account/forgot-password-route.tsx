import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { ForgotPassword } from '../../core/use-cases/account/forgot-password';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { AccountFormFrame, AccountTextField } from './account-fields';
import { accountPaths } from './account-paths';
import { useReadySettings } from '../session/ready-settings';
import { ForgotPasswordViewModel } from './login-view-models';

/** /{restaurantId}/v/forgot-password (accounts 2): one e-mail field; on success the form is replaced by a message. */
export const Component = observer(function ForgotPasswordPage() {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const container = useContainer();
  const navigate = useStableNavigate();
  const { notifications } = useAppServices();
  const restaurantId = settings?.id ?? '';
  usePageTitle(t('forgot_password_title'), settings?.restaurant_name ?? '');
  const forgot = useViewModel(
    () => new ForgotPasswordViewModel(restaurantId, () => container.getAsync<ForgotPassword>(USE_CASES.forgotPassword), { navigate, notify: notifications.notify }),
    [restaurantId, container, navigate, notifications],
  );
  if (!settings) return <Spinner label={t('loading')} />;
  return (
    <>
      <h1 className="page-title">{t('forgot_password_title')}</h1>
      {forgot.sent ? (
        <p role="status" className="login-layout__message">
          {t('forgot_password_success')}
        </p>
      ) : (
        <AccountFormFrame form={forgot.form} onSubmit={() => void forgot.submit()}>
          <p className="login-layout__help">{t('forgot_password_help')}</p>
          <AccountTextField form={forgot.form} field="email" label={t('email_address')} type="email" autoComplete="email" maxLength={254} />
          <Button type="submit" block disabled={forgot.form.sending} aria-busy={forgot.form.sending}>
            {t('forgot_password_submit')}
          </Button>
        </AccountFormFrame>
      )}
      <nav className="login-layout__links" aria-label={t('account_links')}>
        <Link to={accountPaths.login(settings.id)}>{t('back_to_login')}</Link>
      </nav>
    </>
  );
});
