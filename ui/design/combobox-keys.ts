/** Where a combobox's list stands: open or not, the suggestion the arrows are on (-1 for none), how many. */
export interface ComboboxState {
  readonly open: boolean;
  readonly active: number;
  readonly count: number;
}

/** What a key does to the list: move the arrows (opening it), pick a suggestion, close it; null when unused. */
export type ComboboxMove = { readonly kind: 'move'; readonly active: number } | { readonly kind: 'pick'; readonly index: number } | { readonly kind: 'close' } | null;

/**
 * The keys of an ARIA combobox with a list (WAI-ARIA 1.2 list autocomplete), shared by the delivery street's
 * and the store locator's searches: ArrowDown opens a closed list on its first suggestion (when `opensOnArrow`),
 * the arrows cycle, Enter picks the one the arrows are on (or the only one, when `picksSole`), Escape closes.
 */
export function comboboxKey(key: string, state: ComboboxState, options: { readonly opensOnArrow: boolean; readonly picksSole: boolean }): ComboboxMove {
  const { open, active, count } = state;
  if (!open) return options.opensOnArrow && key === 'ArrowDown' && count > 0 ? { kind: 'move', active: 0 } : null;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', active: (active + 1) % count };
    case 'ArrowUp':
      return { kind: 'move', active: active <= 0 ? count - 1 : active - 1 };
    case 'Enter':
      if (active >= 0) return { kind: 'pick', index: active };
      return options.picksSole && count === 1 ? { kind: 'pick', index: 0 } : null;
    case 'Escape':
      return { kind: 'close' };
    default:
      return null;
  }
}
