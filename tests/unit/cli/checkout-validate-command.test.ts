import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';

function checkoutFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ordering-checkout-')), 'checkout.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('ordering checkout validate (checkout 5 from a terminal)', () => {
  it('checkout 5: the valid example passes every rule: exit 0 and no key', async () => {
    const run = await runCliCaptured(['--json', 'checkout', 'validate', '--restaurant', 'la-buvette', '--file', 'cli/examples/checkout-valid.json']);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ restaurant: 'la-buvette', valid: true, keys: [], problems: [] });
  });

  it('checkout 5: the invalid example prints every message key that blocks it, with its field, and exits non-zero', async () => {
    const run = await runCliCaptured(['--json', 'checkout', 'validate', '--restaurant', 'la-buvette', '--file', 'cli/examples/checkout-invalid.json']);
    expect(run.code).not.toBe(0);
    const printed = JSON.parse(run.stdout) as { valid: boolean; keys: string[]; problems: { field: string; key: string }[] };
    expect(printed.valid).toBe(false);
    expect(printed.problems).toEqual([
      { field: 'fullName', key: 'full_name_min_length_error' },
      { field: 'phone', key: 'incorrect_phone_number' },
      { field: 'email', key: 'email_error' },
      { field: 'timeSlot', key: 'timeslot_required' },
      { field: 'question-1', key: 'one_or_more_answers_expected' },
      { field: 'option-10', key: 'missing_mandatory_options' },
      { field: 'cutlery', key: 'missing_mandatory_options' },
      { field: 'tips', key: 'tip_negative' },
      { field: 'cgv', key: 'missing_cgv_checked' },
    ]);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(/^error: checkout blocked: full_name_min_length_error, /);
  });

  it('checkout 5: a consultative menu takes no basket: the line is refused with its rule', async () => {
    const file = checkoutFile({ lines: [{ product_id: 101, nb: 1 }], checkout: { orderTypeId: 3, fullName: 'Alice Martin', cgvAccepted: true } });
    const run = await runCliCaptured(['--json', 'checkout', 'validate', '--restaurant', 'cafe-du-musee', '--file', file]);
    expect(run.code).not.toBe(0);
    expect(run.stderr[0]).toMatch(/basket line 1 \(product 101\) refused: basket_closed_in_consultative_mode/);
  });

  it('a file of the wrong shape names the field', async () => {
    const file = checkoutFile({ lines: [{ product_id: 2201, nb: 1 }], checkout: { orderTypeId: 3, tips: 'lots' } });
    const run = await runCliCaptured(['checkout', 'validate', '--restaurant', 'la-buvette', '--file', file]);
    expect(run.code).not.toBe(0);
    expect(run.stderr[0]).toMatch(/checkout\.tips: /);
  });
});
