import { useState } from 'react';

/**
 * browsing 2.1, checkout 7: what the app's history asks before every navigation (ui/routing/app-history.ts), and
 * what the restaurant's pages ask when the address's id changes. Both are the identity until an establishment
 * whose settings name a hashed id is opened: its rules (hashed-restaurant-ids.ts) are loaded then and installed
 * here. Most establishments have none, and the menu's first visit does not carry them.
 */
export interface AddressRules {
  rewrite(path: string): string;
  sameEstablishment(first: string, second: string): boolean;
}

let installed: AddressRules | null = null;

export const addressRules: AddressRules = {
  rewrite: (path) => installed?.rewrite(path) ?? path,
  sameEstablishment: (first, second) => first === second || (installed?.sameEstablishment(first, second) ?? false),
};

export function installAddressRules(rules: AddressRules): void {
  installed = rules;
}

/**
 * The id the restaurant's pages keep while the address moves between its short and its hashed id: the move is
 * one establishment, so its loaded settings, menu and basket stay (no second load).
 */
export function useSameEstablishmentId(pathId: string, rules: Pick<AddressRules, 'sameEstablishment'> = addressRules): string {
  // React's "information from previous renders": set during render, redrawn at once without the stale id.
  const [kept, setKept] = useState(pathId);
  if (rules.sameEstablishment(kept, pathId)) return kept;
  setKept(pathId);
  return pathId;
}
