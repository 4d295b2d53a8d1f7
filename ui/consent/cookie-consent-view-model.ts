import { makeAutoObservable } from 'mobx';
import type { CookieChoice } from '../../core/domain/consent/cookie-choice';
import type { CookieConsent } from '../../core/use-cases/consent/cookie-consent';

/**
 * browsing 4 and checkout 5: "a cookie choice must exist, otherwise the cookie modal opens". Holds the
 * visitor's choice for the whole app; an action that needs it (adding to the basket) waits for it and
 * goes on once the visitor has chosen, whatever the choice.
 */
export class CookieConsentViewModel {
  choice: CookieChoice | null;
  asking = false;
  private pending: (() => void) | null = null;

  constructor(private readonly consent: Pick<CookieConsent, 'current' | 'choose'>) {
    this.choice = consent.current();
    makeAutoObservable<CookieConsentViewModel, 'consent' | 'pending'>(this, { consent: false, pending: false }, { autoBind: true });
  }

  /** Runs `action` now if a choice exists; otherwise opens the dialog and runs it once the visitor chose. */
  ensureChoice(action: () => void): void {
    if (this.choice !== null) {
      action();
      return;
    }
    this.pending = action;
    this.asking = true;
  }

  /** The visitor changes their mind later (the about page's cookie link). */
  review(): void {
    this.pending = null;
    this.asking = true;
  }

  choose(choice: CookieChoice): void {
    // Refused by storage, the choice still holds for this visit (BrowserKeyValueStore keeps it in memory).
    this.consent.choose(choice);
    this.choice = choice;
    this.asking = false;
    const action = this.pending;
    this.pending = null;
    action?.();
  }

  /**
   * Closed with ×, Escape or a click beside it. Issue 22.7: without an earlier choice, closing is the
   * refusal of the optional cookies (the dialog says so), and the action that waited goes on; otherwise
   * a closed sheet asks again at every add, and the add the customer pressed is lost. A visitor who
   * only came back to look (review) keeps the choice they had.
   */
  dismiss(): void {
    if (this.choice === null) {
      this.choose({ analytics: false });
      return;
    }
    this.asking = false;
    this.pending = null;
  }
}
