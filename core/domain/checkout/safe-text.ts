/**
 * Text a customer types travels to kitchen screens, support terminals and tracking pages. Ours: it
 * never carries control characters (they can forge lines or retitle a terminal) nor format characters
 * that reorder or hide text (bidi overrides, zero-width spaces), but for a joiner between two visible
 * characters, which Persian and Indic writing and emoji sequences need.
 */
const NEVER = /[\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;
const NEVER_BUT_NEWLINES = /[\p{Cs}\p{Co}\p{Zl}\p{Zp}]|(?![\n\t])\p{Cc}/u;
const FORMAT_CHARACTER = /\p{Cf}/u;
const JOINERS = new Set(['\u200c', '\u200d']);
const WHITESPACE = /^\s$/u;

function isVisible(char: string | undefined): boolean {
  return char !== undefined && !WHITESPACE.test(char) && !FORMAT_CHARACTER.test(char) && !NEVER.test(char);
}

/** Whether a text holds a character this product refuses (newlines and tabs allowed where asked). */
export function hasForbiddenCharacter(text: string, options: { readonly newlines?: boolean } = {}): boolean {
  if ((options.newlines ? NEVER_BUT_NEWLINES : NEVER).test(text)) return true;
  if (!FORMAT_CHARACTER.test(text)) return false;
  const chars = [...text];
  return chars.some(
    (char, index) => FORMAT_CHARACTER.test(char) && (!JOINERS.has(char) || !isVisible(chars[index - 1]) || !isVisible(chars[index + 1])),
  );
}
