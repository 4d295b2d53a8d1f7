import { describe, expect, it } from 'vitest';
import { offersSavedInfos, readSavedInfos, rememberInfos, SAVED_INFOS_VERSION } from '../../../../../core/domain/checkout/saved-infos';

const alice = { fullName: 'Alice Martin', firstName: '', lastName: '', phone: '0612345678', email: 'alice@example.fr' };
const bob = { ...alice, fullName: 'Bob Durand', email: 'bob@example.fr' };
const carol = { ...alice, fullName: 'Carol Petit', email: 'carol@example.fr' };

describe('checkout 3 and 9: saved previous order infos', () => {
  it('checkout 9: at most 2 entries, the latest first', () => {
    const list = rememberInfos(rememberInfos(rememberInfos([], alice).entries, bob).entries, carol);
    expect(list).toEqual({ version: SAVED_INFOS_VERSION, entries: [carol, bob] });
  });
  it('checkout 9: matched by name and e-mail ignoring case: the same customer is not kept twice', () => {
    const again = { ...alice, fullName: 'ALICE MARTIN', email: 'Alice@Example.fr', phone: '0699999999' };
    expect(rememberInfos([alice, bob], again).entries).toEqual([again, bob]);
  });
  it('checkout 9: only a version 0.1 list is read back; anything malformed is nothing', () => {
    expect(readSavedInfos({ version: '0.1', entries: [alice, bob, carol] })).toEqual([alice, bob]);
    expect(readSavedInfos({ version: '0.0', entries: [alice] })).toEqual([]);
    expect(readSavedInfos({ version: '0.1', entries: [{ fullName: 3 }, alice] })).toEqual([alice]);
    expect(readSavedInfos('garbage')).toEqual([]);
  });
  it('checkout 6: offered only to visitors who are not signed in and not in table mode', () => {
    expect(offersSavedInfos({ signedIn: false, tableMode: false })).toBe(true);
    expect(offersSavedInfos({ signedIn: true, tableMode: false })).toBe(false);
    expect(offersSavedInfos({ signedIn: false, tableMode: true })).toBe(false);
  });
});
