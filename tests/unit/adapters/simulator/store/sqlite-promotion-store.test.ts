import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { IN_MEMORY, SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import type { PercentPromotion } from '../../../../../core/domain/promotion/promotion';
import { aPercentPromotion } from '../../../core/domain/promotion/promotion-builders';
import { aFixedClock } from '../../fixtures/simulator-engines';

/** Core's builder (tests/unit/core/domain/promotion), with the demo's mixed-case code: the store keeps it as given. */
const percent = (overrides: Partial<PercentPromotion> = {}): PercentPromotion => aPercentPromotion({ code: 'Bienvenue10', ...overrides });

let store: SqliteSimulatorStore;
beforeEach(() => {
  store = new SqliteSimulatorStore(IN_MEMORY);
});
afterEach(() => store.close());

describe('the promotions store (issue 18, schema version 13)', () => {
  it('keeps codes normalised, found trimmed and ignoring case, and one id and code per establishment', () => {
    const promotions = store.promotions();
    expect(promotions.insert('le-comptoir', percent(), 'staged')).toBe(true);
    expect(promotions.findByCode('le-comptoir', '  bienvenue10 ')).toMatchObject({ promotion: { id: 1, code: 'BIENVENUE10', discount: 10 }, origin: 'staged' });
    expect(promotions.insert('le-comptoir', percent({ id: 2 }), 'staged')).toBe(false);
    expect(promotions.insert('le-comptoir', percent({ code: 'OTHER' }), 'staged')).toBe(false);
    expect(promotions.insert('la-buvette', percent(), 'staged')).toBe(true);
    expect(promotions.findByCode('nowhere', 'BIENVENUE10')).toBeNull();
  });

  it('disables a code (its active column wins over the definition) and says when there is none', () => {
    const promotions = store.promotions();
    promotions.insert('le-comptoir', percent(), 'staged');
    expect(promotions.setActive('le-comptoir', 'bienvenue10', false)).toBe(true);
    expect(promotions.findByCode('le-comptoir', 'BIENVENUE10')?.promotion.active).toBe(false);
    expect(promotions.setActive('le-comptoir', 'NOPE', false)).toBe(false);
  });

  it('seeds from a file: the definition follows the file, the active flag and uses stay, a staged code gives way', () => {
    const promotions = store.promotions();
    promotions.insert('le-comptoir', percent({ id: 9, code: 'MOUSSE' }), 'staged');
    promotions.seed('le-comptoir', [percent(), percent({ id: 2, code: 'MOUSSE', usages: 3 })]);
    promotions.setActive('le-comptoir', 'BIENVENUE10', false);
    promotions.seed('le-comptoir', [percent({ discount: 15 }), percent({ id: 2, code: 'MOUSSE' })]);
    expect(promotions.list('le-comptoir').map(({ promotion, origin }) => [promotion.id, promotion.code, promotion.discount, promotion.active, promotion.usages, origin])).toEqual([
      [1, 'BIENVENUE10', 15, false, 0, 'file'],
      [2, 'MOUSSE', 10, true, 3, 'file'],
    ]);
    promotions.deleteAll();
    expect(promotions.list('le-comptoir')).toEqual([]);
  });
});

describe('the promotions on a data file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'promotion-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are seeded from Le Comptoir\'s file, and a code disabled stays so after a restart until a reset', () => {
    const file = join(dir, 'simulator.sqlite');
    const open = () => new SimulatorEngine({ clock: aFixedClock(), store: new SqliteSimulatorStore(file), establishments: [leComptoir] });
    const first = open();
    expect(first.promotions.list('le-comptoir').map((stored) => stored.promotion.discount_type)).toEqual(['percent', 'currency', 'quantity', 'gifts']);
    first.promotions.disable('le-comptoir', 'burger3');
    first.close();
    const second = open();
    expect(second.promotions.list('le-comptoir').find((stored) => stored.promotion.code === 'BURGER3')?.promotion.active).toBe(false);
    second.reset();
    expect(second.promotions.list('le-comptoir').find((stored) => stored.promotion.code === 'BURGER3')?.promotion.active).toBe(true);
    second.close();
  });
});
