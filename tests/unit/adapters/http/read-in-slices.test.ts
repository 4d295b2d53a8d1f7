import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readListInSlices } from '../../../../adapters/http/read-in-slices';
import { GatewayError } from '../../../../core/ports/gateway-error';

const item = v.object({ id: v.number(), name: v.pipe(v.string(), v.minLength(1)) });

afterEach(() => vi.restoreAllMocks());

describe('a long list read in slices (issue 17: La Grande Carte\'s 2,000 products without a long task)', () => {
  it('gives every item as its schema reads it, in order', async () => {
    const items = Array.from({ length: 50 }, (_, index) => ({ id: index, name: `dish ${index}`, extra: true }));
    expect(await readListInSlices(item, items, 'products', 'products')).toEqual(items.map(({ id, name }) => ({ id, name })));
  });

  it('passes each item read through the finishing step, inside the slice that read it', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const items = Array.from({ length: 6 }, (_, index) => ({ id: index, name: `dish ${index}` }));
    const finishedAt: number[] = [];
    const read = await readListInSlices(item, items, 'products', 'products', (dish) => {
      now += 3; // the finishing step takes 3 ms: it counts in its slice's time
      finishedAt.push(now);
      return dish.name.toUpperCase();
    });
    expect(read).toEqual(items.map(({ name }) => name.toUpperCase()));
    expect(finishedAt).toEqual([3, 6, 9, 12, 15, 18]);
  });

  it('counts the finishing step in the slice: the main thread is handed back once a slice has taken 8 ms', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const items = Array.from({ length: 10 }, (_, index) => ({ id: index, name: 'x' }));
    await readListInSlices(item, items, 'products', 'products', (dish) => {
      now += 3;
      return dish;
    });
    expect(timeout).toHaveBeenCalledTimes(3);
  });

  it('hands the main thread back once a slice has taken 8 ms, and only then', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const items = Array.from({ length: 10 }, (_, index) => ({ id: index, name: 'x' }));
    const slowSchema = v.pipe(
      item,
      v.check(() => {
        now += 3; // each item takes 3 ms: a slice holds three of them
        return true;
      }),
    );
    await readListInSlices(slowSchema, items, 'products', 'products');
    expect(timeout).toHaveBeenCalledTimes(3);
  });

  it('the first item that does not fit is named by its place and field, as a malformed answer', async () => {
    const items = [{ id: 1, name: 'soup' }, { id: 2, name: '' }, { id: 3 }];
    const reading = readListInSlices(item, items, 'products', 'products');
    await expect(reading).rejects.toBeInstanceOf(GatewayError);
    await expect(reading).rejects.toMatchObject({ kind: 'malformed_response', message: expect.stringMatching(/^products: products\.1\.name: /) as string });
  });
});
