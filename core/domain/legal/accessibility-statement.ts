import type { RestaurantSettings } from '../restaurant/restaurant-settings';

/**
 * Issue 20 item 7: the statement's sections in reading order (each a title and a body text in the storefront's
 * catalogues). Status first: partially conformant, since the browser tests' checks are not a full audit.
 */
export const STATEMENT_SECTIONS = ['status', 'standards', 'tested', 'limits', 'contact', 'enforcement'] as const;
export type StatementSection = (typeof STATEMENT_SECTIONS)[number];

/** When the statement was last reviewed against what the tests check (update it with them). */
export const STATEMENT_DATE = '2026-11-29';

/** Issue 20 item 7 (European Accessibility Act): what an establishment's accessibility statement says. */
export interface AccessibilityStatement {
  readonly establishment: string;
  /** Honest with the tests: axe on every screen and a keyboard-only order are checks, not an expert's audit. */
  readonly conformance: 'partially_conformant';
  readonly standard: 'WCAG 2.2 AA';
  readonly sections: readonly StatementSection[];
  /** Where to report a problem: the establishment's own e-mail and phone, each absent when it gives none. */
  readonly contact: { readonly email: string | null; readonly phone: string | null };
  /** ISO day. */
  readonly date: string;
}

export function accessibilityStatement(settings: Pick<RestaurantSettings, 'restaurant_name' | 'contact_email' | 'phone'>): AccessibilityStatement {
  const given = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);
  return {
    establishment: settings.restaurant_name,
    conformance: 'partially_conformant',
    standard: 'WCAG 2.2 AA',
    sections: STATEMENT_SECTIONS,
    contact: { email: given(settings.contact_email), phone: given(settings.phone) },
    date: STATEMENT_DATE,
  };
}
