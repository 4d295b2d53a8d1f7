import type { LocalizedText } from '../locale/localized-text';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A restaurant's short text (a label, a closure message) as the plain text the page shows: its settings
 * come from a back office where some paste HTML, and a label that grows without end breaks the layout.
 * Markup goes (with what a script or style element holds), the common entities are decoded, blanks and
 * control characters fold into one space, and the text is cut at `max` characters, an ellipsis included.
 */
export function plainText(text: string, max: number): string {
  const folded = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    // A line or block break parts words; an inline tag (<b>, <em>) sits inside a sentence.
    .replace(/<\/?(br|p|div|li|ul|ol|h[1-6]|tr|td|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();
  return folded.length <= max ? folded : `${folded.slice(0, max - 1)}…`;
}

/** The same, per language: the languages whose text is empty once plain are dropped; none left is no text. */
export function plainLocalizedText(text: LocalizedText | null | undefined, max: number): LocalizedText | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string') return plainText(text, max) || null;
  const kept = Object.entries(text)
    .map(([language, words]) => [language, plainText(words, max)] as const)
    .filter(([, words]) => words !== '');
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}
