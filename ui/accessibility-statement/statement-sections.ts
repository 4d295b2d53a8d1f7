/**
 * Issue 20 item 7: the statement's sections in reading order, each an a11y_<name>_title and _body text in
 * ui/locales/pages. Status first (partially conformant: what the browser tests check is not a full audit).
 */
export const STATEMENT_SECTIONS = ['status', 'standards', 'tested', 'limits', 'contact', 'enforcement'] as const;

/** When the statement was last reviewed against the tests (update with them). */
export const STATEMENT_DATE = '2026-11-29';
