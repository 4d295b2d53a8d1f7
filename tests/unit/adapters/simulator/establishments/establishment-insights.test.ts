import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EstablishmentFileError, parseEstablishment } from '../../../../../adapters/simulator/establishments/establishment-file';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../../../adapters/simulator/establishments/establishment-folder';

const LE_COMPTOIR = JSON.parse(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8')) as Record<string, unknown>;
const parse = (file: unknown) => parseEstablishment(JSON.stringify(file), 'le-comptoir.json', () => true);

function refusal(file: unknown): { field: string; problem: string } {
  try {
    parse(file);
  } catch (error) {
    expect(error).toBeInstanceOf(EstablishmentFileError);
    return { field: (error as EstablishmentFileError).field, problem: (error as EstablishmentFileError).problem };
  }
  throw new Error('expected the file to be refused');
}

describe('establishment file: insights (sales history and pairings, browsing 2.2 and 2.6)', () => {
  it('are optional: a file without them has none', () => {
    const { insights: _insights, ...withoutInsights } = LE_COMPTOIR;
    expect(parse(withoutInsights).insights).toEqual({ sales: [], pairings: [] });
  });

  it('are read with the file', () => {
    const { insights } = parse(LE_COMPTOIR);
    expect(insights?.sales[0]).toEqual({ product_id: 2201, nb_ordered: 520 });
    expect(insights?.pairings.find((pairing) => pairing.product_id === 1101)?.goes_with).toEqual([2101, 1402, 2301]);
  });

  it.each([
    ['insights.sales.0.product_id', { sales: [{ product_id: 999, nb_ordered: 1 }] }, 'no product 999'],
    ['insights.pairings.0.goes_with', { pairings: [{ product_id: 1101, goes_with: [999] }] }, 'no product 999'],
    ['insights.pairings.0.goes_with', { pairings: [{ product_id: 1101, goes_with: [1101] }] }, 'product 1101 cannot go with itself'],
    ['insights.pairings.0.product_id', { pairings: [{ product_id: 999, goes_with: [1101] }] }, 'no product 999'],
  ])('a reference to nothing is refused, naming %s', (field, insights, problem) => {
    expect(refusal({ ...LE_COMPTOIR, insights })).toEqual({ field, problem });
  });

  it('a count that is not a whole number is refused by its shape', () => {
    expect(refusal({ ...LE_COMPTOIR, insights: { sales: [{ product_id: 1101, nb_ordered: 1.5 }] } }).field).toBe('insights.sales.0.nb_ordered');
  });
});
