import { useTranslation } from 'react-i18next';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';

/** browsing 2.2: welcome to the online menu, make your basket, "Let's go"; shown once (WelcomeMessage). */
export function WelcomeDialog({ restaurantName, onStart }: { readonly restaurantName: string; readonly onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('welcome_to_online_menu')}
      closeLabel={t('close')}
      onClose={onStart}
      footer={
        <Button block large onClick={onStart}>
          {t('lets_go')}
        </Button>
      }
    >
      <p className="welcome-text">{t('welcome_restaurant', { name: restaurantName })}</p>
      <p className="welcome-text">{t('make_your_basket')}</p>
    </Dialog>
  );
}
