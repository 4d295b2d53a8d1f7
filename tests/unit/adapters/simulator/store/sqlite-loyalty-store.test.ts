import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { IN_MEMORY, SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import type { LoyaltyCustomerFile } from '../../../../../adapters/platform-api/loyalty-api';
import { aFixedClock } from '../../fixtures/simulator-engines';

const aCustomer = (overrides: Partial<LoyaltyCustomerFile> = {}): LoyaltyCustomerFile => ({
  card_number: 'C-1',
  phone: '+33612345678',
  account: true,
  points: 100,
  pool: 500,
  e_wallet_balance: 1000,
  member_summary: '',
  vouchers: [],
  possible_rewards: [],
  advantages: [],
  ...overrides,
});
const programme = { create_account_url: 'https://example.com/join', advantages: [] };

let store: SqliteSimulatorStore;
beforeEach(() => {
  store = new SqliteSimulatorStore(IN_MEMORY);
});
afterEach(() => store.close());

describe('the loyalty store (issue 18, schema version 14)', () => {
  it('seeds from a file: definitions follow the file, balances are seeded once and kept, a moved phone follows the file', () => {
    const loyalty = store.loyalty();
    loyalty.seed('le-comptoir', programme, [aCustomer(), aCustomer({ card_number: 'C-2', phone: '+33698765432' })]);
    expect(loyalty.setBalances('le-comptoir', 'C-1', { points: 7, pool: 8, e_wallet_balance: 9 })).toBe(true);
    loyalty.seed('le-comptoir', { ...programme, create_account_url: null }, [
      aCustomer({ member_summary: 'Or', points: 999 }),
      aCustomer({ card_number: 'C-2', phone: '+33612345678' }),
    ]);
    expect(loyalty.byCard('le-comptoir', 'C-1')).toMatchObject({ member_summary: 'Or', points: 7, pool: 8, e_wallet_balance: 9 });
    expect(loyalty.byPhone('le-comptoir', '+33612345678')?.card_number).toBe('C-2');
    expect(loyalty.byPhone('le-comptoir', '+33698765432')).toBeNull();
    expect(loyalty.programme('le-comptoir')).toEqual({ create_account_url: null, advantages: [] });
    expect(loyalty.byCard('la-buvette', 'C-1')).toBeNull();
    expect(loyalty.setBalances('le-comptoir', 'NOPE', { points: 1, pool: 1, e_wallet_balance: 1 })).toBe(false);
    loyalty.seed('le-comptoir', programme, [aCustomer({ card_number: 'C-2' })]);
    expect([loyalty.byCard('le-comptoir', 'C-1'), loyalty.byCard('le-comptoir', 'C-2')?.card_number]).toEqual([null, 'C-2']);
    loyalty.deleteAll();
    expect([loyalty.byCard('le-comptoir', 'C-1'), loyalty.programme('le-comptoir')]).toEqual([null, null]);
  });
});

describe('the loyalty programme on a data file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'loyalty-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is seeded from Le Comptoir's file, and staged balances stay after a restart until a reset", () => {
    const file = join(dir, 'simulator.sqlite');
    const open = () => new SimulatorEngine({ clock: aFixedClock(), store: new SqliteSimulatorStore(file), establishments: [leComptoir] });
    const first = open();
    expect(first.loyalty.show('le-comptoir', 'CMPT-1001')).toMatchObject({ points: 320, pool: 500, e_wallet_balance: 1500 });
    first.loyalty.setBalances('le-comptoir', '+33612345678', { points: 12, e_wallet_balance: 0 });
    first.close();
    const second = open();
    expect(second.loyalty.show('le-comptoir', 'CMPT-1001')).toMatchObject({ points: 12, pool: 500, e_wallet_balance: 0 });
    second.reset();
    expect(second.loyalty.show('le-comptoir', 'CMPT-1001')).toMatchObject({ points: 320, pool: 500, e_wallet_balance: 1500 });
    second.close();
  });
});
