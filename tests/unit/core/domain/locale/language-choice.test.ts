import { describe, expect, it } from 'vitest';
import { browserLanguageCode, chooseLanguage, matchOfferedLanguage } from '../../../../../core/domain/locale/language-choice';

describe('browserLanguageCode (accounts 9: 5 characters for English, otherwise 2)', () => {
  it('keeps the region of an English browser', () => {
    expect(browserLanguageCode('en-GB')).toBe('en-GB');
    expect(browserLanguageCode('en-us')).toBe('en-US');
  });

  it('keeps two letters of any other language', () => {
    expect(browserLanguageCode('fr-CA')).toBe('fr');
    expect(browserLanguageCode('de')).toBe('de');
  });

  it('a plain "en" stays "en"', () => {
    expect(browserLanguageCode('en')).toBe('en');
  });

  it('no browser language gives none', () => {
    expect(browserLanguageCode('')).toBeNull();
    expect(browserLanguageCode(undefined)).toBeNull();
  });
});

describe('matchOfferedLanguage', () => {
  it('a regional language stands for its two-letter base when only the base is offered', () => {
    expect(matchOfferedLanguage('en-GB', ['fr', 'en'])).toBe('en');
  });

  it('a language that is not offered matches nothing', () => {
    expect(matchOfferedLanguage('de', ['fr', 'en'])).toBeNull();
  });
});

describe('chooseLanguage (?lang=, then the stored choice, then the browser; fallback fr)', () => {
  const offered = ['fr', 'en'];

  it('the address wins over a stored choice and the browser', () => {
    expect(chooseLanguage({ query: 'en', stored: 'fr', browser: 'fr-FR' }, offered)).toBe('en');
  });

  it('a stored choice wins over the browser', () => {
    expect(chooseLanguage({ query: null, stored: 'en', browser: 'fr-FR' }, offered)).toBe('en');
  });

  it('the browser language is used when nothing else is given', () => {
    expect(chooseLanguage({ query: null, stored: null, browser: 'en-US' }, offered)).toBe('en');
  });

  it('a language that is not offered is skipped for the next candidate', () => {
    expect(chooseLanguage({ query: 'de', stored: null, browser: 'en-GB' }, offered)).toBe('en');
  });

  it('accounts 9: French is the fallback', () => {
    expect(chooseLanguage({ query: null, stored: null, browser: 'ja-JP' }, offered)).toBe('fr');
  });

  it('without French offered, the first offered language is the fallback', () => {
    expect(chooseLanguage({ query: null, stored: null, browser: 'ja-JP' }, ['en'])).toBe('en');
  });
});
