import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EstablishmentFileError, parseEstablishment } from '../../../../../adapters/simulator/establishments/establishment-file';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../../../adapters/simulator/establishments/establishment-folder';

const LE_COMPTOIR = readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;

/** The field and message an establishment file is refused with, once its loyalty block is changed. */
function refused(change: (loyalty: EditableJson) => void): string {
  const file = JSON.parse(LE_COMPTOIR) as EditableJson;
  change(file.loyalty as EditableJson);
  try {
    parseEstablishment(JSON.stringify(file), 'le-comptoir.json', () => true);
  } catch (error) {
    expect(error).toBeInstanceOf(EstablishmentFileError);
    return `${(error as EstablishmentFileError).field}: ${(error as EstablishmentFileError).problem}`;
  }
  throw new Error('expected the file to be refused');
}

describe('an establishment file\'s loyalty block (issue 18, checkout 3 "Loyalty customer")', () => {
  it("reads Le Comptoir's programme: an automatic and a fraud advantage, customers by card and phone, with the defaults filled in", () => {
    const { loyalty } = parseEstablishment(LE_COMPTOIR, 'le-comptoir.json', () => true);
    expect(loyalty?.advantages.filter((advantage) => advantage.automatic).map((advantage) => advantage.name)).toEqual(['Bienvenue fidélité']);
    expect(loyalty?.advantages.filter((advantage) => advantage.fraud).map((advantage) => advantage.name)).toEqual(['Compte en vérification']);
    expect(loyalty?.customers.map((customer) => [customer.card_number, customer.phone, customer.account])).toEqual([
      ['CMPT-1001', '+33612345678', true],
      ['CMPT-1002', '+33698765432', true],
      ['CMPT-1003', '+33611223344', false],
      // One card per browser-test project (tests/e2e/loyalty-e-wallet.e2e.ts): the phone and desktop runs debit their own.
      ['CMPT-1901', undefined, true],
      ['CMPT-1902', undefined, true],
    ]);
    expect(loyalty?.customers[2]).toMatchObject({ points: 0, pool: 0, e_wallet_balance: 0, vouchers: [], advantages: [] });
  });

  it('refuses a block out of shape or naming what the establishment does not have, naming the field', () => {
    expect(refused((loyalty) => (loyalty.customers[0].pool = -1))).toMatch(/^loyalty\.customers\.0\.pool: /);
    expect(refused((loyalty) => (loyalty.customers[0].points = 1.5))).toMatch(/^loyalty\.customers\.0\.points: /);
    expect(refused((loyalty) => (loyalty.customers[0].phone = '0612345678'))).toMatch(/^loyalty\.customers\.0\.phone: a phone is in E\.164/);
    expect(refused((loyalty) => (loyalty.customers[0].phone = '+33012345678'))).toBe('loyalty.customers.0.phone: +33012345678 is no valid phone number');
    expect(refused((loyalty) => (loyalty.customers[1].phone = '+33612345678'))).toBe('loyalty.customers.1.phone: the phone +33612345678 is given twice');
    expect(refused((loyalty) => (loyalty.customers[1].card_number = 'CMPT-1001'))).toBe('loyalty.customers.1.card_number: the card CMPT-1001 is given twice');
    expect(refused((loyalty) => loyalty.customers[0].advantages.push('Nope'))).toBe('loyalty.customers.0.advantages.3: no advantage Nope in loyalty.advantages');
    expect(refused((loyalty) => (loyalty.advantages[1].codePromo = 'NOSUCH'))).toBe('loyalty.advantages.1.codePromo: no promotion NOSUCH in the promotions block');
    expect(refused((loyalty) => (loyalty.advantages[1].name = 'Bienvenue fidélité'))).toBe('loyalty.advantages.1.name: the advantage Bienvenue fidélité is given twice');
    expect(refused((loyalty) => (loyalty.create_account_url = null))).toBe('loyalty.customers.2.account: a customer without an account needs loyalty.create_account_url');
    expect(refused((loyalty) => (loyalty.customers[0].pooll = 3))).toMatch(/^loyalty\.customers\.0\.pooll: /);
  });

  it('ask_loyalty (ours): a file that offers its customers a programme has one; the demo programmes are offered', () => {
    const file = JSON.parse(LE_COMPTOIR) as EditableJson;
    delete file.loyalty;
    delete file.promotions;
    expect(() => parseEstablishment(JSON.stringify(file), 'le-comptoir.json', () => true)).toThrow(
      'le-comptoir.json: settings.ask_loyalty: offers customers a loyalty programme the file does not have: add a loyalty block, or remove ask_loyalty',
    );
    file.settings.ask_loyalty = false;
    expect(parseEstablishment(JSON.stringify(file), 'le-comptoir.json', () => true).settings.ask_loyalty).toBe(false);
    expect(parseEstablishment(LE_COMPTOIR, 'le-comptoir.json', () => true).settings.ask_loyalty).toBe(true);
  });
});
