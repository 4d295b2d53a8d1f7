import * as v from 'valibot';
import { GatewayError } from '../../core/ports/gateway-error';

/** How long one slice of checking may hold the main thread (a long task is 50 ms; a slow phone runs 4x slower). */
const SLICE_MS = 8;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Issue 17 (long tasks): a long list of an answer checked item by item against `schema`, giving the browser a
 * turn every SLICE_MS, so that La Grande Carte's 2,000 products do not hold a phone's page for a quarter of a
 * second. The first item that does not fit is reported as readBody reports it (`what: field.index.path: message`).
 */
export async function readListInSlices<TSchema extends v.GenericSchema>(
  schema: TSchema,
  items: readonly unknown[],
  what: string,
  field: string,
): Promise<v.InferOutput<TSchema>[]>;
/**
 * The same, each item then passed through `finish` inside its slice (the picture URLs made absolute: 2,000 `new URL`
 * after the last slice were a 100 ms task of their own on a phone, measured at 4x CPU).
 */
export async function readListInSlices<TSchema extends v.GenericSchema, TOut>(
  schema: TSchema,
  items: readonly unknown[],
  what: string,
  field: string,
  finish: (item: v.InferOutput<TSchema>) => TOut,
): Promise<TOut[]>;
export async function readListInSlices<TSchema extends v.GenericSchema>(
  schema: TSchema,
  items: readonly unknown[],
  what: string,
  field: string,
  finish: (item: v.InferOutput<TSchema>) => unknown = (item) => item,
): Promise<unknown[]> {
  const read: unknown[] = [];
  let sliceStarted = performance.now();
  for (const [index, item] of items.entries()) {
    const parsed = v.safeParse(schema, item);
    if (!parsed.success) {
      const [issue] = parsed.issues;
      const path = v.getDotPath(issue);
      throw new GatewayError('malformed_response', `${what}: ${field}.${index}${path ? `.${path}` : ''}: ${issue.message}`);
    }
    read.push(finish(parsed.output));
    if (performance.now() - sliceStarted > SLICE_MS) {
      await nextTask();
      sliceStarted = performance.now();
    }
  }
  return read;
}
