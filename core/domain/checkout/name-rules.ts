import { hasForbiddenCharacter } from './safe-text';

/**
 * checkout 5 and 9: a name holds at least 2 characters. Ours, for a platform that faces the internet:
 * at most 100 visible characters, normalised to NFC, and no control or format character, since a name
 * is shown to kitchen staff, printed by the support CLI and echoed on tracking pages.
 */
export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 100;

export type NameProblem = 'too_short' | 'too_long' | 'invalid_characters';

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The name as stored and sent: NFC, trimmed, inner runs of spaces made one. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** How many characters a reader sees: grapheme clusters that are not white space. */
export function visibleLength(name: string): number {
  let count = 0;
  for (const { segment } of graphemes.segment(name)) if (!/^\s+$/u.test(segment)) count += 1;
  return count;
}

/** No grapheme cluster of a real name is this long: longer texts are refused before they are scanned. */
const MAX_RAW_LENGTH = MAX_NAME_LENGTH * 16;

export function nameProblem(name: string): NameProblem | null {
  if (name.length > MAX_RAW_LENGTH) return 'too_long';
  // Checked before spaces are collapsed: a line break or a tab must be refused, not turned into a space.
  if (hasForbiddenCharacter(name.normalize('NFC'))) return 'invalid_characters';
  const normalized = normalizeName(name);
  const length = visibleLength(normalized);
  if (length < MIN_NAME_LENGTH) return 'too_short';
  if (length > MAX_NAME_LENGTH) return 'too_long';
  return null;
}

export function isNameValid(name: string): boolean {
  return nameProblem(name) === null;
}
