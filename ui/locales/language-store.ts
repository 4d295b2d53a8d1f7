import { makeAutoObservable } from 'mobx';
import { chooseLanguage, matchOfferedLanguage, offeredLocales } from '../../core/domain/locale/language-choice';
import type { LanguagePreference } from './language-preference';
import { UI_LANGUAGES } from './ui-languages';

export interface LanguageSources {
  /** ?lang= of the current address. */
  readonly query: () => string | null;
  readonly preference: Pick<LanguagePreference, 'read' | 'save'>;
  /** navigator.language. */
  readonly browser: string | null;
}

/**
 * The interface language: ?lang=, then the stored choice, then the browser, French as fallback
 * (core chooseLanguage). Once a restaurant is known only its restaurant_languages are offered.
 */
export class LanguageStore {
  current: string;
  offered: readonly string[] = UI_LANGUAGES;

  constructor(
    private readonly sources: LanguageSources,
    /** Shows a language; resolves with the one shown (French when the wanted one's catalogue failed to load). */
    private readonly apply: (language: string) => Promise<string>,
  ) {
    this.current = chooseLanguage(this.candidates(), this.offered);
    makeAutoObservable<LanguageStore, 'sources' | 'apply'>(this, { sources: false, apply: false }, { autoBind: true });
  }

  /** The languages of the restaurant we have a catalogue for; all of ours when it names none we know. */
  offerRestaurantLanguages(restaurantLanguages: readonly string[]): void {
    this.offered = offeredLocales(restaurantLanguages, UI_LANGUAGES);
    if (!this.offered.includes(this.current)) this.switchTo(chooseLanguage(this.candidates(), this.offered));
  }

  /** The customer picked a language in the switcher: it is remembered for the next visits. */
  choose(code: string): void {
    const language = matchOfferedLanguage(code, this.offered);
    if (!language) return;
    this.sources.preference.save(language);
    this.switchTo(language);
  }

  /** The language the texts are shown in, when it is not the one asked for (its catalogue failed: French). */
  shown(language: string): void {
    this.current = language;
  }

  private switchTo(language: string): void {
    this.current = language;
    void this.apply(language).then(this.shown);
  }

  private candidates() {
    return { query: this.sources.query(), stored: this.sources.preference.read(), browser: this.sources.browser };
  }
}
