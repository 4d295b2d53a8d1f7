import { hasForbiddenCharacter } from '../text/text-policy';
import { visibleLength } from '../text/visible-text';

export { visibleLength };

/**
 * checkout 5 and 9: a name holds at least 2 characters. Ours, for a platform that faces the internet:
 * 2 to 100 characters that show (issue 15: spaces, Hangul fillers or Braille blanks are no name),
 * normalised to NFC, and a one-line text of the text policy (core/domain/text/text-policy.ts), since a
 * name is shown to kitchen staff, printed by the support CLI and echoed on tracking pages. The one rule
 * of every person's name: orders, bookings, feedback and accounts, in the storefront and the simulator.
 */
export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 100;

export type NameProblem = 'too_short' | 'too_long' | 'invalid_characters';

/** The name as stored and sent: NFC, trimmed, inner runs of spaces made one. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** No grapheme cluster of a real name is this long: longer texts are refused before they are scanned. */
const MAX_RAW_LENGTH = MAX_NAME_LENGTH * 16;

export function nameProblem(name: string): NameProblem | null {
  if (name.length > MAX_RAW_LENGTH) return 'too_long';
  // Checked before spaces are collapsed: a line break or a tab must be refused, not turned into a space.
  if (hasForbiddenCharacter(name, 'line')) return 'invalid_characters';
  const length = visibleLength(normalizeName(name));
  if (length < MIN_NAME_LENGTH) return 'too_short';
  if (length > MAX_NAME_LENGTH) return 'too_long';
  return null;
}

export function isNameValid(name: string): boolean {
  return nameProblem(name) === null;
}
