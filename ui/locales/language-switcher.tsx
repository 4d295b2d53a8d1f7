import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { intlLocale, languageName } from './ui-languages';
import { useAppServices } from '../container/app-services';

/**
 * The restaurant's languages we have a catalogue for, each by its own name (issue 21: up to 35, so a native
 * list: reachable and changed by keyboard, and by each phone's own picker). Shown only with more than one
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

  // What the closed list shows: the language's own name on a wide screen, its two letters on a phone (the
  // restaurant's name needs the header's width). The native list stays on top, transparent, to be used.
  const tag = intlLocale(language.current);
  return (
    <label className="language-switcher">
      <span className="language-switcher__shown" aria-hidden="true">
        <span className="language-switcher__name" lang={tag}>{languageName(language.current)}</span>
        <span className="language-switcher__code">{tag.slice(0, 2).toUpperCase()}</span>
      </span>
      <select className="language-switcher__select" aria-label={t('language')} value={language.current} onChange={(event) => choose(event.target.value)}>
        {language.offered.map((code) => (
          <option key={code} value={code} lang={intlLocale(code)}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
});
