import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../design/button';
import { ErrorScreen } from '../design/error-screen';

/**
 * Last line of defence: a bug while rendering shows "an error has occurred" with a way to start again
 * (checkout 8: the button returns to the menu), never a blank page.
 */
export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The storefront failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}

/** Shown by the error boundary and by the router when a page fails (e.g. a chunk that did not load). */
export function CrashScreen() {
  const { t } = useTranslation();
  const restaurantPath = window.location.pathname.split('/').filter(Boolean)[0];
  return (
    <main id="main">
      <ErrorScreen
        title={t('an_error_has_occurred')}
        message={t('please_reload_the_page')}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>{t('reload_page')}</Button>
            {restaurantPath && (
              <Button variant="secondary" onClick={() => window.location.assign(`/${restaurantPath}`)}>
                {t('back_to_main_page')}
              </Button>
            )}
          </>
        }
      />
    </main>
  );
}
