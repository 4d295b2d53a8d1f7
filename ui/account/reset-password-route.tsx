import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { CheckResetToken } from '../../core/use-cases/account/check-reset-token';
import type { ResetPassword } from '../../core/use-cases/account/reset-password';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { AccountFormFrame, PasswordField } from './account-fields';
import { accountPaths } from './account-paths';
import { useReadySettings } from '../session/ready-settings';
import { ResetPasswordViewModel } from './login-view-models';

/** /{restaurantId}/v/reset-password?token= (accounts 2 and 4): the token checked on load, then the new password. */
export const Component = observer(function ResetPasswordPage() {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const [query] = useSearchParams();
  const location = useLocation();
  const queryToken = query.get('token');
  // The token moves from the address to the page's history entry once read: it no longer shows in the
  // address bar, a bookmark or a shared screen, and a reload of this tab still finds it.
  const token = queryToken ?? (location.state as { resetToken?: unknown } | null)?.resetToken;
  const container = useContainer();
  const navigate = useStableNavigate();
  useEffect(() => {
    if (queryToken !== null) navigate(location.pathname, { replace: true, state: { resetToken: queryToken } });
  }, [queryToken, location.pathname, navigate]);
  const { notifications } = useAppServices();
  const restaurantId = settings?.id ?? '';
  usePageTitle(t('reset_password_title'), settings?.restaurant_name ?? '');
  const reset = useViewModel(
    () =>
      new ResetPasswordViewModel(
        restaurantId,
        typeof token === 'string' ? token : '',
        { check: () => container.getAsync<CheckResetToken>(USE_CASES.checkResetToken), reset: () => container.getAsync<ResetPassword>(USE_CASES.resetPassword) },
        { navigate, notify: notifications.notify },
      ),
    [restaurantId, token, container, navigate, notifications],
  );
  if (!settings || reset.token === 'checking') return <Spinner label={t('loading')} />;
  return (
    <>
      <h1 className="page-title">{t('reset_password_title')}</h1>
      {reset.token === 'invalid' ? (
        <div role="alert" className="login-layout__message">
          <p>{t('reset_password_invalid_token')}</p>
          <Link to={accountPaths.login(settings.id)}>{t('back_to_login')}</Link>
        </div>
      ) : (
        <AccountFormFrame form={reset.form} onSubmit={() => void reset.submit()}>
          <PasswordField form={reset.form} field="password" label={t('new_password')} autoComplete="new-password" />
          <PasswordField form={reset.form} field="confirmation" label={t('password_confirmation')} autoComplete="new-password" />
          <Button type="submit" block disabled={reset.form.sending} aria-busy={reset.form.sending}>
            {t('reset_password_submit')}
          </Button>
        </AccountFormFrame>
      )}
    </>
  );
});
