import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_LANGUAGES, languageName } from '../../../../ui/locales/ui-languages';

describe('issue 21: the language switcher names each language in that language', () => {
  it('Deutsch, العربية, 日本語, and the regional variants apart', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('ar')).toBe('العربية');
    expect(languageName('ja')).toBe('日本語');
    expect(languageName('fr')).toBe('Français');
    expect(languageName('iw')).toBe('עברית');
    expect(languageName('co')).toBe('Corsu');
    expect(languageName('en-GB')).not.toBe(languageName('en-US'));
    expect(languageName('pt-BR')).toBe('Português (Brasil)');
    expect(languageName('sau')).toMatch(/^العربية \(/);
  });

  it('every offered language has a name of its own, none a bare code, no two alike', () => {
    const names = UI_LANGUAGES.map(languageName);
    UI_LANGUAGES.forEach((code, index) => expect(names[index], code).not.toBe(code));
    expect(new Set(names).size).toBe(UI_LANGUAGES.length);
  });

  afterEach(() => vi.unstubAllGlobals());

  it("a browser without a language's names (Chromium has no Basque, Lao or Corsican) still lists it by its own name", () => {
    const real = Intl.DisplayNames;
    class EnglishOnly {
      private readonly names = new real(['en'], { type: 'language' });
      resolvedOptions() {
        return { ...this.names.resolvedOptions(), locale: 'en-US' };
      }
      of(code: string) {
        return this.names.of(code);
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: EnglishOnly });
    expect(languageName('eu')).toBe('Euskara');
    expect(languageName('lo')).toBe('ລາວ');
    expect(languageName('co')).toBe('Corsu');
    expect(languageName('de')).toBe('de');
  });
});
