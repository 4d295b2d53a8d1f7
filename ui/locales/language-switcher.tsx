import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { intlLocale, languageName } from './ui-languages';
import { useAppServices } from '../container/app-services';

/**
 * The restaurant's languages we have a catalogue for, each by its own name (issue 21: up to 35, so a native
 * list: reachable and changed by keyboard everywhere, compact at 375 px). Shown only with more than one
 * (browsing 2.10).
 */
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
    <label className="language-switcher">
      <span className="visually-hidden">{t('language')}</span>
      <select className="language-switcher__select" value={language.current} onChange={(event) => choose(event.target.value)}>
        {language.offered.map((code) => (
          <option key={code} value={code} lang={intlLocale(code)}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
});
