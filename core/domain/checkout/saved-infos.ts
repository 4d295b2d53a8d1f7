/**
 * checkout 3 and 9: the last orders' contact infos the client keeps (lastCmdInfos): at most 2 entries,
 * version 0.1, matched by name and e-mail ignoring case; offered again only to visitors who are not signed
 * in and not in table mode (checkout 6).
 */
export const SAVED_INFOS_VERSION = '0.1';
export const MAX_SAVED_INFOS = 2;

export interface SavedInfos {
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly email: string;
}

export interface SavedInfosList {
  readonly version: string;
  readonly entries: readonly SavedInfos[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function nameOf(infos: SavedInfos): string {
  return infos.fullName.trim() !== '' ? infos.fullName : `${infos.firstName} ${infos.lastName}`;
}

function matches(a: SavedInfos, b: SavedInfos): boolean {
  return same(nameOf(a), nameOf(b)) && same(a.email, b.email);
}

/** Reads what storage holds: anything else than a version 0.1 list of well-formed entries is nothing. */
export function readSavedInfos(stored: unknown): SavedInfos[] {
  if (typeof stored !== 'object' || stored === null) return [];
  const { version, entries } = stored as { version?: unknown; entries?: unknown };
  if (version !== SAVED_INFOS_VERSION || !Array.isArray(entries)) return [];
  const fields = ['fullName', 'firstName', 'lastName', 'phone', 'email'] as const;
  return entries
    .filter((entry): entry is SavedInfos => typeof entry === 'object' && entry !== null && fields.every((field) => typeof (entry as Record<string, unknown>)[field] === 'string'))
    .map((entry) => ({ fullName: entry.fullName, firstName: entry.firstName, lastName: entry.lastName, phone: entry.phone, email: entry.email }))
    .slice(0, MAX_SAVED_INFOS);
}

/** After an order: these infos first, the one they match (same name and e-mail, any case) replaced, 2 kept. */
export function rememberInfos(list: readonly SavedInfos[], infos: SavedInfos): SavedInfosList {
  return { version: SAVED_INFOS_VERSION, entries: [infos, ...list.filter((entry) => !matches(entry, infos))].slice(0, MAX_SAVED_INFOS) };
}

/** checkout 6: offered only to visitors who are not signed in, and not in table mode. */
export function offersSavedInfos(context: { readonly signedIn: boolean; readonly tableMode: boolean }): boolean {
  return !context.signedIn && !context.tableMode;
}

/** A label for the recovery notice: the name and the e-mail (or phone) of the entry. */
export function savedInfosLabel(infos: SavedInfos): string {
  const contact = infos.email.trim() !== '' ? infos.email.trim() : infos.phone.trim();
  return contact === '' ? nameOf(infos).trim() : `${nameOf(infos).trim()} · ${contact}`;
}
