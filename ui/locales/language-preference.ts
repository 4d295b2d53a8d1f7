/** accounts 9: the chosen locale is stored with a version, so a future format can ignore old values. */
const KEY = 'ordering:language';
const VERSION = 1;

/** The customer's language choice, kept across visits. Storage failures only lose the choice. */
export class LanguagePreference {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  read(): string | null {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(KEY) ?? 'null');
      const value = stored as { version?: unknown; language?: unknown } | null;
      return value?.version === VERSION && typeof value.language === 'string' ? value.language : null;
    } catch {
      return null;
    }
  }

  save(language: string): void {
    try {
      this.storage.setItem(KEY, JSON.stringify({ version: VERSION, language }));
    } catch {
      // The choice then lasts for this visit only.
    }
  }
}
