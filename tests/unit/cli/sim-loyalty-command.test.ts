import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering sim loyalty show|set (issue 18: the simulator runs a loyalty programme)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;

  it("shows Le Comptoir's customers from its file, by card number or by phone", async () => {
    const shown = await runCliCaptured(over('sim', 'loyalty', 'show', 'CMPT-1001', '--restaurant', 'le-comptoir'));
    expect(shown.code).toBe(0);
    expect(shown.stdout.split('\n')).toEqual([
      'CMPT-1001 (+33612345678): 320 points, pool 5.00, e-wallet 15.00, Membre Or depuis 2024',
      '  advantage Bienvenue fidélité (BIENVENUE10, automatic)',
      '  advantage Burger à -3 € (BURGER3, 150 points)',
      '  advantage Mousse offerte (MOUSSEOFFERTE, 500 points)',
      '  reward Café offert (300 points)',
      '  reward Menu du midi offert (1000 points, not enough points)',
      '  voucher BON5 Bon de 5 € (5.00)',
    ]);
    const fraud = await runCliCaptured(over('sim', 'loyalty', 'show', '+33698765432', '--restaurant', 'le-comptoir'));
    expect(fraud.stdout).toContain('  advantage Compte en vérification (no code, fraud: blocks the offers)');
    expect(await runCliCaptured(over('sim', 'loyalty', 'show', '+33611223344', '--restaurant', 'le-comptoir'))).toMatchObject({ code: 0, stdout: 'CMPT-1003 (+33611223344): no account (invalid_user)' });
  });

  it("sets a customer's points, pool and e-wallet on a running simulator, which then answers with them, until a reset", async () => {
    const set = await runCliCaptured(over('sim', 'loyalty', 'set', 'CMPT-1001', '--restaurant', 'le-comptoir', '--points', '40', '--pool', '12.50', '--wallet', '0'));
    expect(set).toMatchObject({ code: 0 });
    expect(set.stdout.split('\n')[0]).toBe('Loyalty customer set: CMPT-1001 (+33612345678): 40 points, pool 12.50, e-wallet 0.00, Membre Or depuis 2024');
    expect(simulator.engine.loyalty.byCard('le-comptoir', { card_number: 'CMPT-1001' }).customer).toMatchObject({ points: 40, pool: 1250, e_wallet_balance: 0 });
    const json = await runCliCaptured(over('--json', 'sim', 'loyalty', 'set', '+33612345678', '--restaurant', 'le-comptoir', '--points', '41'));
    expect(JSON.parse(json.stdout)).toMatchObject({ card_number: 'CMPT-1001', points: 41, pool: 1250 });
    simulator.engine.reset();
    expect(simulator.engine.loyalty.byCard('le-comptoir', { card_number: 'CMPT-1001' }).customer).toMatchObject({ points: 320, pool: 500, e_wallet_balance: 1500 });
  });

  it('refuses what the simulator or the options refuse: one line on stderr, a non-zero exit, nothing changed', async () => {
    const loyalty = (...argv: string[]) => runCliCaptured(over('sim', 'loyalty', ...argv));
    expect(await loyalty('show', 'CMPT-9999', '--restaurant', 'le-comptoir')).toMatchObject({ code: 1, stderr: ['error: le-comptoir has no loyalty customer CMPT-9999'] });
    expect(await loyalty('set', 'CMPT-1001', '--restaurant', 'le-comptoir')).toMatchObject({ code: 1, stderr: ['error: give --points, --pool or --wallet'] });
    expect((await loyalty('set', 'CMPT-1001', '--restaurant', 'le-comptoir', '--pool', '-3')).code).not.toBe(0);
    expect((await loyalty('set', 'CMPT-1001', '--restaurant', 'le-comptoir', '--points', '1.5')).code).not.toBe(0);
    expect((await loyalty('show', 'CMPT-1001', '--restaurant', 'nowhere')).code).toBe(1);
    expect(simulator.engine.loyalty.show('le-comptoir', 'CMPT-1001')).toMatchObject({ points: 320, pool: 500, e_wallet_balance: 1500 });
  });
});
