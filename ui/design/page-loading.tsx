import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A page that is still arriving. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <Spinner label={t('loading')} />
    </main>
  );
}
