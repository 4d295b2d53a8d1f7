import { describe, expect, it } from 'vitest';
import { SAVED_INFOS_KEY, SavedInfosBook } from '../../../../../core/use-cases/checkout/saved-infos-book';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

const alice = { fullName: 'Alice Martin', firstName: '', lastName: '', phone: '0612345678', email: 'alice@example.fr' };

describe('SavedInfosBook (checkout 3 and 9: lastCmdInfos in local storage)', () => {
  it('checkout 9: remembers under version 0.1 and recalls what it remembered', () => {
    const store = new InMemoryKeyValueStore();
    const book = new SavedInfosBook(store);
    book.remember(alice);
    expect(JSON.parse(store.get(SAVED_INFOS_KEY)!)).toEqual({ version: '0.1', entries: [alice] });
    expect(book.recall()).toEqual([alice]);
  });
  it('storage holding garbage is nothing to offer, and is replaced at the next order', () => {
    const store = new InMemoryKeyValueStore();
    store.set(SAVED_INFOS_KEY, '{not json');
    const book = new SavedInfosBook(store);
    expect(book.recall()).toEqual([]);
    book.remember(alice);
    expect(book.recall()).toEqual([alice]);
  });
});
