/**
 * Issue 21: a phone number, an e-mail address, an amount or a code is written left to right in every language.
 * In a right-to-left page such a field gets dir="ltr" (its digits and characters in their natural order while
 * typing); field.css aligns it with the page's start. Other text fields follow the page.
 */
const LEFT_TO_RIGHT_TYPES: ReadonlySet<string> = new Set(['tel', 'email', 'url', 'number']);
const LEFT_TO_RIGHT_MODES: ReadonlySet<string> = new Set(['tel', 'email', 'url', 'numeric', 'decimal']);

export function fieldDirection(type: string | undefined, inputMode: string | undefined): 'ltr' | undefined {
  return (type !== undefined && LEFT_TO_RIGHT_TYPES.has(type)) || (inputMode !== undefined && LEFT_TO_RIGHT_MODES.has(inputMode)) ? 'ltr' : undefined;
}
