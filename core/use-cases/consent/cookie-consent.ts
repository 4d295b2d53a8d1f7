import type { CookieChoice } from '../../domain/consent/cookie-choice';
import { COOKIE_CHOICE_KEY, readCookieChoice, serializeCookieChoice } from '../../domain/consent/cookie-choice';
import type { KeyValueStore } from '../../ports/key-value-store';

/** browsing 4: the visitor's cookie choice, remembered on this device. */
export class CookieConsent {
  constructor(private readonly store: KeyValueStore) {}

  /** The choice made, or null when the cookie dialog must ask. */
  current(): CookieChoice | null {
    return readCookieChoice(this.store.get(COOKIE_CHOICE_KEY));
  }

  /** Returns false when storage refused it (the choice then holds for this visit only). */
  choose(choice: CookieChoice): boolean {
    return this.store.set(COOKIE_CHOICE_KEY, serializeCookieChoice(choice));
  }
}
