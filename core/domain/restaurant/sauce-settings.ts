import type { LocalizedText } from '../locale/localized-text';

/**
 * checkout 3 sauce.active and sauceCheckList: the sauces the customer ticks in the comments-and-options step.
 * Ours (the spec shows no shape): the restaurant lists its sauces (id, name) next to the flag.
 * A file of its own: the settings schema of the menu's first visit needs it, not the checkout's rules (issue 17).
 */
export interface SauceSettings {
  readonly active: boolean;
  readonly items: readonly { readonly id: number; readonly name: LocalizedText }[];
}

export const NO_SAUCES: SauceSettings = { active: false, items: [] };
