import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
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
  // A closed list changes its value at each arrow key: the language is applied once the customer stops on one
  // (a pause, Enter, or leaving the list), not twenty times on the way from Français to Deutsch.
  const [browsing, setBrowsing] = useState<string | null>(null);
  const byKeys = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  if (language.offered.length < 2) return null;

  const choose = (code: string) => {
    clearTimeout(pause.current);
    setBrowsing(null);
    if (code === language.current) return;
    language.choose(code);
    // ?lang= wins over the stored choice (core chooseLanguage), so it follows the switcher.
    if (search.has('lang')) {
      const next = new URLSearchParams(search);
      next.set('lang', code);
      setSearch(next, { replace: true, preventScrollReset: true });
    }
  };

  const changed = (code: string) => {
    if (!byKeys.current) {
      choose(code);
      return;
    }
    setBrowsing(code);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => choose(code), 1000);
  };
  const keyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    byKeys.current = event.key !== 'Enter' && event.key !== ' ';
    if (event.key === 'Enter' && browsing) choose(browsing);
  };

  // What the closed list shows: the language's own name on a wide screen, its two letters on a phone (the
  // restaurant's name needs the header's width). The native list stays on top, transparent, to be used.
  const shownCode = browsing ?? language.current;
  const tag = intlLocale(shownCode);
  return (
    <label className="language-switcher">
      <span className="language-switcher__shown" aria-hidden="true">
        <span className="language-switcher__name" lang={tag}>{languageName(shownCode)}</span>
        <span className="language-switcher__code">{tag.slice(0, 2).toUpperCase()}</span>
      </span>
      <select
        className="language-switcher__select"
        aria-label={t('language')}
        value={shownCode}
        onChange={(event) => changed(event.target.value)}
        onKeyDown={keyDown}
        onPointerDown={() => (byKeys.current = false)}
        onBlur={() => browsing && choose(browsing)}
      >
        {language.offered.map((code) => (
          <option key={code} value={code} lang={intlLocale(code)}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
});
