import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY_VERSION, readCookieChoice, serializeCookieChoice } from '../../../../../core/domain/consent/cookie-choice';

describe('cookie choice (browsing 4: a cookie choice must exist before adding)', () => {
  it('a stored choice reads back as it was made', () => {
    expect(readCookieChoice(serializeCookieChoice({ analytics: true }))).toEqual({ analytics: true });
    expect(readCookieChoice(serializeCookieChoice({ analytics: false }))).toEqual({ analytics: false });
  });

  it('no choice, an unreadable one, or one made under another policy: the dialog must ask', () => {
    expect(readCookieChoice(null)).toBeNull();
    expect(readCookieChoice('{not json')).toBeNull();
    expect(readCookieChoice('"yes"')).toBeNull();
    expect(readCookieChoice(JSON.stringify({ version: COOKIE_POLICY_VERSION, analytics: 'yes' }))).toBeNull();
    expect(readCookieChoice(JSON.stringify({ version: COOKIE_POLICY_VERSION - 1, analytics: true }))).toBeNull();
  });
});
