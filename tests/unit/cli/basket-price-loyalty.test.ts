import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';

function basketFile(lines: unknown[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ordering-basket-')), 'basket.json');
  writeFileSync(file, JSON.stringify({ lines }));
  return file;
}

/** Risotto 17.00 at Le Comptoir; CMPT-1001 has a 5.00 € pool (demo establishments README, "Loyalty programmes"). */
const RISOTTO = [{ product_id: 1301, nb: 1 }];
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const price = (args: string[]) => runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile(RISOTTO), ...args]);

describe('ordering basket price --loyalty-card --pool-use (issue 18: checkout 5 and 7, the pool in the amount to pay)', () => {
  it('the pool used comes off the amount to pay, as the programme bounds it', async () => {
    const run = await price(['--loyalty-card', 'CMPT-1001', '--pool-use', '2,50']);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    expect(spaces(run.stdout).split('\n').slice(-2)).toEqual(['Pool of CMPT-1001 used: -2,50 € (of 5,00 €)', 'To pay: 14,50 €']);
  });

  it('--json gives the card, the pool and the part used in cents; without --pool-use nothing is used', async () => {
    const used = JSON.parse((await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile(RISOTTO), '--loyalty-card', 'CMPT-1001', '--pool-use', '5'])).stdout) as Record<string, unknown>;
    expect(used).toMatchObject({ total: 1700, loyalty_card: 'CMPT-1001', pool: 500, pool_used: 500, to_pay: 1200 });
    const none = JSON.parse((await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile(RISOTTO), '--loyalty-card', 'CMPT-1001'])).stdout) as Record<string, unknown>;
    expect(none).toMatchObject({ pool_used: 0, to_pay: 1700 });
  });

  it("cli/README's example: a code and part of the pool on cli/examples/promo-basket.json", async () => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', 'cli/examples/promo-basket.json', '--promo', 'BIENVENUE10', '--loyalty-card', 'CMPT-1001', '--pool-use', '2.50']);
    expect(run.stderr).toEqual([]);
    expect(spaces(run.stdout).split('\n').slice(-4)).toEqual(['Total: 53,00 € (2 items)', 'Promo code BIENVENUE10 (percentage): -5,30 €', 'Pool of CMPT-1001 used: -2,50 € (of 5,00 €)', 'To pay: 45,20 €']);
  });

  it('checkout 5: a use above the customer\'s pool is refused with the maximum, nothing priced', async () => {
    const run = await price(['--loyalty-card', 'CMPT-1001', '--pool-use', '6']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.join('\n')).toContain('pool use 600 cents refused: above the maximum, 500 cents');
  });

  it.each([
    ['CMPT-9999', 'unknown_card'],
    ['CMPT-1003', 'no_loyalty_account'],
  ])('checkout 8: card %s is refused with %s', async (card, key) => {
    const run = await price(['--loyalty-card', card, '--pool-use', '1']);
    expect(run.code).toBe(1);
    expect(run.stderr.join('\n')).toContain(`loyalty card ${card} refused: ${key}`);
  });

  it('bad input is refused before anything is asked: a negative or malformed amount, a pool without card, a card that is no card', async () => {
    for (const [args, message] of [
      [['--loyalty-card', 'CMPT-1001', '--pool-use', '-1'], 'expected an amount'],
      [['--loyalty-card', 'CMPT-1001', '--pool-use', '1.234'], 'expected an amount'],
      [['--pool-use', '1'], '--pool-use needs --loyalty-card'],
      [['--loyalty-card', 'DROP TABLE;'], 'expected a loyalty card number'],
    ] as const) {
      const run = await price([...args]);
      expect(run.code).not.toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr.join('\n')).toContain(message);
    }
  });
});
