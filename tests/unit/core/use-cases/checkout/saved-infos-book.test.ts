import { describe, expect, it } from 'vitest';
import { SAVED_INFOS_KEY, SavedInfosBook } from '../../../../../core/use-cases/checkout/saved-infos-book';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

const alice = { fullName: 'Alice Martin', firstName: '', lastName: '', phone: '0612345678', email: 'alice@example.fr' };
const camille = { fullName: 'Camille Durand', firstName: '', lastName: '', phone: '+33698765432', email: '' };

/** Who is signed in where, as the account session store says it. */
function sessions(signedInAt: readonly string[] = []) {
  return { isConnected: (restaurantId: string) => signedInAt.includes(restaurantId) };
}

describe('SavedInfosBook (checkout 3 and 9: lastCmdInfos in local storage)', () => {
  it('checkout 9: remembers under version 0.1 and recalls what it remembered, at that establishment', () => {
    const store = new InMemoryKeyValueStore();
    const book = new SavedInfosBook(store, sessions());
    book.remember('la-buvette', alice);
    expect(JSON.parse(store.get(SAVED_INFOS_KEY)!)).toEqual({ establishments: { 'la-buvette': { version: '0.1', entries: [alice] } } });
    expect(book.recall('la-buvette')).toEqual([alice]);
  });

  it('issue 22.8: details saved at one establishment are never offered at another', () => {
    const book = new SavedInfosBook(new InMemoryKeyValueStore(), sessions());
    book.remember('la-buvette', camille);
    book.remember('le-comptoir', alice);
    expect(book.recall('hotel-mimosa')).toEqual([]);
    expect(book.recall('la-buvette')).toEqual([camille]);
    expect(book.recall('le-comptoir')).toEqual([alice]);
  });

  it('issue 22.8: a signed-in customer’s order is not kept for the next guest, and nothing kept is offered to a signed-in customer', () => {
    const store = new InMemoryKeyValueStore();
    new SavedInfosBook(store, sessions()).remember('le-comptoir', camille);
    const signedIn = new SavedInfosBook(store, sessions(['le-comptoir']));
    expect(signedIn.recall('le-comptoir')).toEqual([]);
    signedIn.remember('le-comptoir', alice);
    // Back to a guest on this device: only the guest's own details.
    expect(new SavedInfosBook(store, sessions()).recall('le-comptoir')).toEqual([camille]);
  });

  it('issue 22.8: details an older version kept without their establishment are offered nowhere, and dropped', () => {
    const store = new InMemoryKeyValueStore({ [SAVED_INFOS_KEY]: JSON.stringify({ version: '0.1', entries: [camille] }) });
    const book = new SavedInfosBook(store, sessions());
    expect(book.recall('hotel-mimosa')).toEqual([]);
    expect(book.recall('la-buvette')).toEqual([]);
    expect(store.get(SAVED_INFOS_KEY)).toBeNull();
    book.remember('la-buvette', alice);
    expect(book.recall('la-buvette')).toEqual([alice]);
  });

  it('issue 22.8: storage holding garbage is nothing to offer, never a crash, and is replaced at the next order', () => {
    const garbage = [
      '{not json',
      'null',
      '42',
      '[]',
      JSON.stringify({ establishments: null }),
      JSON.stringify({ establishments: [camille] }),
      JSON.stringify({ establishments: { 'la-buvette': 'Camille' } }),
      JSON.stringify({ establishments: { 'la-buvette': { version: '0.1', entries: [{ fullName: 3 }] } } }),
      '{"establishments":{"__proto__":{"version":"0.1","entries":[]}}}',
    ];
    for (const raw of garbage) {
      const store = new InMemoryKeyValueStore({ [SAVED_INFOS_KEY]: raw });
      const book = new SavedInfosBook(store, sessions());
      expect(book.recall('la-buvette'), raw).toEqual([]);
      expect(book.recall('__proto__'), raw).toEqual([]);
      book.remember('la-buvette', alice);
      expect(book.recall('la-buvette'), raw).toEqual([alice]);
    }
  });

  it('ours: the book keeps the establishments of the latest orders only, so it cannot grow without end', () => {
    const book = new SavedInfosBook(new InMemoryKeyValueStore(), sessions());
    for (let index = 0; index < 12; index += 1) book.remember(`restaurant-${index}`, alice);
    expect(book.recall('restaurant-0')).toEqual([]);
    expect(book.recall('restaurant-1')).toEqual([]);
    expect(book.recall('restaurant-2')).toEqual([alice]);
    expect(book.recall('restaurant-11')).toEqual([alice]);
  });
});
