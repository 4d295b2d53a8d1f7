import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IN_MEMORY, SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';

let store: SqliteSimulatorStore;
beforeEach(() => {
  store = new SqliteSimulatorStore(IN_MEMORY);
});
afterEach(() => store.close());

const at = (minute: number) => `2027-06-16T12:${String(minute).padStart(2, '0')}:00.000+02:00`;
const registration = (token: string, minute: number) => ({ restaurant_id: 'le-comptoir', firebase_id: token, type: 'menu', registeredAt: at(minute), lastSeenAt: at(minute) });

describe('the push registrations store (issue 19, schema version 16)', () => {
  it('keeps one row per establishment, token and type: a registration again is seen again, its first time kept', () => {
    const push = store.push();
    push.upsert(registration('a', 1));
    push.upsert(registration('a', 5));
    push.upsert({ ...registration('a', 6), restaurant_id: 'la-buvette' });
    expect(push.list('le-comptoir', 10)).toEqual([{ ...registration('a', 1), lastSeenAt: at(5) }]);
    expect(push.list('la-buvette', 10)).toHaveLength(1);
  });

  it('trims to the most recently seen, establishment by establishment', () => {
    const push = store.push();
    for (let minute = 0; minute < 5; minute += 1) push.upsert(registration(`t${minute}`, minute));
    push.upsert({ ...registration('other', 0), restaurant_id: 'la-buvette' });
    push.trim('le-comptoir', 3);
    expect(push.list('le-comptoir', 10).map((row) => row.firebase_id)).toEqual(['t4', 't3', 't2']);
    expect(push.list('la-buvette', 10)).toHaveLength(1);
  });
});
