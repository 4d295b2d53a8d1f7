import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGE_NAMES } from './ui-languages';
import type { UiLanguage } from './ui-languages';
import { useAppServices } from '../container/app-services';

/** The restaurant's languages we have a catalogue for (browsing 2.10: shown only with more than one). */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { language } = useAppServices();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  if (language.offered.length < 2) return null;

  const choose = (code: string) => {
    language.choose(code);
    // ?lang= wins over the stored choice (core chooseLanguage), so it follows the switcher.
    if (search.has('lang')) {
      const next = new URLSearchParams(search);
      next.set('lang', code);
      setSearch(next, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <div className="language-switcher" role="group" aria-label={t('language')}>
      {language.offered.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switcher__option"
          aria-pressed={language.current === code}
          aria-label={LANGUAGE_NAMES[code as UiLanguage] ?? code}
          onClick={() => choose(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
});
