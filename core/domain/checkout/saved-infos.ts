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

/**
 * Issue 22.8: the details are kept per establishment (a guest of one restaurant is never offered to
 * another's checkout), as one stored record holding each establishment's version 0.1 list. Ours: the
 * establishments of the latest orders only, so the record stays small.
 */
export const MAX_SAVED_ESTABLISHMENTS = 10;

export interface SavedInfosBookRecord {
  readonly establishments: Readonly<Record<string, SavedInfosList>>;
}

/**
 * Reads the stored record into a map by establishment (a Map: an establishment id is never looked up on an
 * object's prototype). Null when it is not such a record: unreadable, or a list an older storefront kept
 * without its establishment, which cannot be given back to anyone safely.
 */
export function readSavedInfosBook(stored: unknown): Map<string, SavedInfos[]> | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const { establishments } = stored as { establishments?: unknown };
  if (typeof establishments !== 'object' || establishments === null || Array.isArray(establishments)) return null;
  const book = new Map<string, SavedInfos[]>();
  for (const [restaurantId, list] of Object.entries(establishments)) {
    const entries = readSavedInfos(list);
    if (entries.length > 0) book.set(restaurantId, entries);
  }
  return book;
}

/** After an order at an establishment: its list updated (rememberInfos) and moved last, the oldest ones dropped. */
export function rememberInfosAt(book: ReadonlyMap<string, readonly SavedInfos[]>, restaurantId: string, infos: SavedInfos): SavedInfosBookRecord {
  const others = [...book].filter(([id]) => id !== restaurantId).map(([id, entries]) => [id, { version: SAVED_INFOS_VERSION, entries }] as const);
  const kept = [...others, [restaurantId, rememberInfos(book.get(restaurantId) ?? [], infos)] as const].slice(-MAX_SAVED_ESTABLISHMENTS);
  return { establishments: Object.fromEntries(kept) };
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
