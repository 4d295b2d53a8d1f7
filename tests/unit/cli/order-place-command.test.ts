import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, runCliCaptured } from './fixtures/run-cli';

const TAKE_AWAY = 'cli/examples/take-away-order.json';
const ROOM_SERVICE = 'cli/examples/room-service-order.json';

/** A copy of the take-away example with one change, written to a temporary file. */
function variantOfTakeAway(change: (payload: Record<string, unknown>) => unknown): string {
  const payload = JSON.parse(readFileSync(join(PROJECT_ROOT, TAKE_AWAY), 'utf8')) as Record<string, unknown>;
  const file = join(mkdtempSync(join(tmpdir(), 'ordering-cli-')), 'order.json');
  writeFileSync(file, JSON.stringify(change(payload)));
  return file;
}

function writeTemp(name: string, content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ordering-cli-')), name);
  writeFileSync(file, content);
  return file;
}

describe('ordering order place', () => {
  it('places the take-away example at le-comptoir, paid on the spot, and prints its number', async () => {
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', TAKE_AWAY]);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^Order [0-9A-Z]{12} placed at le-comptoir\.$/);
    expect(run.stdout).toContain('--backend');
  });

  it('places the room-service example at hotel-riviera and prints the whole answer with --json', async () => {
    const run = await runCliCaptured(['--json', 'order', 'place', '--restaurant', 'hotel-riviera', '--file', ROOM_SERVICE]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ order_number: expect.stringMatching(/^[0-9A-Z]{12}$/), redirectionUrl: null, replayed: false });
  });

  it.each([
    ['delivery', 'cli/examples/delivery-order.json'],
    ['on place', 'cli/examples/on-place-order.json'],
  ])('checkout 3: places the %s example at le-comptoir', async (_type, file) => {
    const run = await runCliCaptured(['--json', 'order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
    expect(run.stderr).toEqual([]);
    expect(JSON.parse(run.stdout)).toMatchObject({ order_number: expect.stringMatching(/^[0-9A-Z]{12}$/), replayed: false });
  });

  it('gives the refusal of the platform when a unit price is not the menu price (product_integrity)', async () => {
    const file = variantOfTakeAway((payload) => {
      const products = payload.products as { data: { unit_price: number }[] };
      products.data[0]!.unit_price = 1650; // three sauces cost 17.00 €, not 16.50 €
      return payload;
    });
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(/^error: order refused by the platform: product_integrity /);
    expect(run.stdout).toBe('');
  });

  it('names the field of a payload the platform refuses as a bad request', async () => {
    const file = variantOfTakeAway((payload) => ({ ...payload, order_types_id: 4 }));
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(/^error: order refused as a bad request on field order_types_id: /);
  });

  it('says the restaurant is unknown', async () => {
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'nowhere', '--file', TAKE_AWAY]);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual(['error: restaurant nowhere not found']);
  });

  it.each([
    ['a missing file', () => '/nonexistent/order.json', 'error: no such file: /nonexistent/order.json'],
    ['a file that is not JSON', () => writeTemp('order.json', '{ "name": '), 'is not valid JSON: line 1, column 11 (end of the file): expected a value'],
    ['an array', () => writeTemp('order.json', '[]'), 'must hold one order payload (a JSON object, checkout 3), not an array'],
    ['null', () => writeTemp('order.json', 'null'), 'not null'],
    ['a directory', () => tmpdir(), 'is a directory, not an order file'],
  ])('refuses %s in one line, before calling anyone', async (_what, file, reason) => {
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', file()]);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain(reason);
    expect(run.stdout).toBe('');
  });

  // issue 5 point 10: errors about a file never quote its content (V8's JSON.parse messages do).
  it.each([
    ['an unexpected token', '{\n  "name": "Alice",\n  "phone": secret-token-123\n}', "line 3, column 12: expected a value"],
    ['a missing comma', '{ "name": "secret-token-123" "phone": "+33" }', "line 1, column 30: expected ',' or '}'"],
    ['a trailing comma', '{ "name": "secret-token-123", }', 'line 1, column 31: expected a property name in double quotes'],
    ['a raw line break in a string', '{ "name": "secret-token\n123" }', 'line 1, column 24: expected a closing quote'],
  ])('says where a file with %s breaks JSON, line and column, without quoting it', async (_what, content, where) => {
    const file = writeTemp('order.json', content);
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain(`error: ${file} is not valid JSON: ${where}`);
    expect(run.stderr[0]).not.toMatch(/secret|Alice|"/);
  });

  it('refuses a file that is not UTF-8 without quoting it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ordering-cli-')), 'order.json');
    writeFileSync(file, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
    expect(run.stderr).toEqual([`error: ${file} is not UTF-8 text`]);
  });

  it('reads a file saved with a byte order mark, as Windows editors write it', async () => {
    const file = writeTemp('order.json', `\ufeff${readFileSync(join(PROJECT_ROOT, TAKE_AWAY), 'utf8')}`);
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
  });

  // issue 5 point 10: a file over the limit is refused before it is read, and one that says size 0 but
  // never ends (/dev/zero) is read no further than the limit.
  it('refuses a regular file over 1 MB by its size, before reading it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ordering-cli-')), 'order.json');
    writeFileSync(file, '');
    truncateSync(file, 2_000_000);
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([`error: ${file} is too large for an order file: 2000000 bytes, the limit is 1000000`]);
  });

  it('refuses /dev/zero, a device of size 0 without end, after reading no more than the limit', async () => {
    const startedAt = Date.now();
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', '/dev/zero']);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual(['error: /dev/zero holds more than 1000000 bytes, too large for an order file']);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('reads a file whose size says 0 to its end when it is small (/proc files)', async () => {
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', '/proc/self/stat']);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(/^error: \/proc\/self\/stat is not valid JSON: line 1, column \d+: expected the end of the file$/);
  });

  it('reads a relative --file from the working directory', async () => {
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'le-comptoir', '--file', 'examples/take-away-order.json'], join(PROJECT_ROOT, 'cli'));
    expect(run.code).toBe(0);
  });
});

describe('ordering order place, a group order (checkout 3 and 7)', () => {
  it('sends cli/examples/group-order.json to order/multiRestaurant of les-halles and prints its number', async () => {
    const run = await runCliCaptured(['--json', 'order', 'place', '--restaurant', 'les-halles', '--file', 'cli/examples/group-order.json']);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ order_number: expect.stringMatching(/^[0-9A-Z]{12}$/), redirectionUrl: null, replayed: false });
  });

  it('a group order sent to an outlet instead of its group is refused, naming the field', async () => {
    const run = await runCliCaptured(['order', 'place', '--restaurant', 'les-halles-crepes', '--file', 'cli/examples/group-order.json']);
    expect(run.code).not.toBe(0);
    expect(run.stderr.join('\n')).toMatch(/restaurant_token/);
  });
});
