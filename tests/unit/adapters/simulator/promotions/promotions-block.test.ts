import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EstablishmentFileError, parseEstablishment } from '../../../../../adapters/simulator/establishments/establishment-file';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../../../adapters/simulator/establishments/establishment-folder';

const LE_COMPTOIR = readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;

/** The field an establishment file is refused on, once its promotions are changed. */
function refusedField(change: (promotions: EditableJson[]) => void): string {
  const file = JSON.parse(LE_COMPTOIR) as EditableJson;
  change(file.promotions as EditableJson[]);
  try {
    parseEstablishment(JSON.stringify(file), 'le-comptoir.json', () => true);
  } catch (error) {
    expect(error).toBeInstanceOf(EstablishmentFileError);
    return (error as EstablishmentFileError).field;
  }
  throw new Error('expected the file to be refused');
}

describe('an establishment file\'s promotions block (issue 18, checkout 3 "Promotion")', () => {
  it('reads Le Comptoir\'s codes, one of each discount type, with the defaults filled in', () => {
    const { promotions = [] } = parseEstablishment(LE_COMPTOIR, 'le-comptoir.json', () => true);
    expect(promotions.map((promotion) => [promotion.code, promotion.discount_type])).toEqual([
      ['BIENVENUE10', 'percent'],
      ['BURGER3', 'currency'],
      ['CAFE3POUR2', 'quantity'],
      ['MOUSSEOFFERTE', 'gifts'],
    ]);
    expect(promotions[0]).toMatchObject({ active: true, usages: 0, max_usages: null, order_type_ids: [], valid_from: null, reserved_for: null });
  });

  it('refuses a promotion out of shape or naming what the menu does not have, naming the field', () => {
    expect(refusedField((promotions) => (promotions[0]!.discount = 101))).toBe('promotions.0.discount');
    expect(refusedField((promotions) => (promotions[0]!.discount_type = 'refund'))).toBe('promotions.0.discount_type');
    expect(refusedField((promotions) => (promotions[1]!.order_type_ids = [4]))).toBe('promotions.1.order_type_ids.0');
    expect(refusedField((promotions) => (promotions[1]!.matching_product_ids = [1101, 4242]))).toBe('promotions.1.matching_product_ids.1');
    expect(refusedField((promotions) => (promotions[3]!.products_offered = [{ product_id: 4242, quantity: 1 }]))).toBe('promotions.3.products_offered.0.product_id');
    expect(refusedField((promotions) => (promotions[3]!.valid_until = '31/12/2027'))).toBe('promotions.3.valid_until');
    expect(refusedField((promotions) => (promotions[3]!.valid_from = '2028-01-01'))).toBe('promotions.3.valid_until');
    expect(refusedField((promotions) => (promotions[2]!.code = ' bienvenue10'))).toBe('promotions.2.code');
    expect(refusedField((promotions) => (promotions[2]!.id = 1))).toBe('promotions.2.id');
    expect(refusedField((promotions) => (promotions[2]!.buy_quantitty = 3))).toBe('promotions.2.buy_quantitty');
  });
});
