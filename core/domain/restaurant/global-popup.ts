import type { LocalizedText } from '../locale/localized-text';
import { plainText } from './plain-text';
import type { RestaurantSettings } from './restaurant-settings';

/** A dialog's worth of text: past it the setting is a mistake (a pasted page), and cutting HTML breaks it. */
export const GLOBAL_POPUP_MAX_LENGTH = 4000;

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/** Restaurant text holding tags is HTML, shown through the storefront's sanitiser; other text is shown as text. */
export function isRestaurantHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

function usable(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length <= GLOBAL_POPUP_MAX_LENGTH && plainText(trimmed, GLOBAL_POPUP_MAX_LENGTH) !== '' ? trimmed : null;
}

/**
 * checkout 3 cc_global_popup_info: the restaurant's information shown in a dialog on arrival at the menu,
 * once per visit. Null (no message, only blanks or empty markup, or one too long in every language): no
 * dialog, and the storefront loads none of its code.
 */
export function globalPopupInfo(settings: RestaurantSettings): LocalizedText | null {
  const info = settings.cc_global_popup_info;
  if (info === null || info === undefined) return null;
  if (typeof info === 'string') return usable(info);
  const kept = Object.entries(info).flatMap(([language, text]) => {
    const words = usable(text);
    return words === null ? [] : [[language, words] as const];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}
