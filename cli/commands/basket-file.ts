import * as v from 'valibot';
import { CliError } from '../cli-error';
import { readBoundedFile } from '../input/bounded-file';
import { parseJsonText, utf8Text } from '../input/json-file';

/** A basket file is small: 100 lines at most, as an order (checkout 3). */
const MAX_BASKET_FILE_BYTES = 1_000_000;
const MAX_LINES = 100;

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const selection = v.array(v.strictObject({ option_id: id, item_ids: v.array(id) }));
const quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99));

/** A product and its options, as an order line without its name and price (the catalogue gives them). */
const productLine = v.strictObject({
  type: v.optional(v.literal('product')),
  product_id: id,
  nb: quantity,
  options: v.optional(selection, []),
});

/** A formula and the dish picked at each step (browsing 4: the price choice is the one the steps match). */
const formulaLine = v.strictObject({
  type: v.literal('menu'),
  product_id: id,
  nb: quantity,
  products: v.array(v.strictObject({ menu_choice_id: id, product_id: id, options: v.optional(selection, []) })),
});

const basketFile = v.strictObject({
  lines: v.pipe(v.array(v.union([formulaLine, productLine])), v.minLength(1), v.maxLength(MAX_LINES)),
});

/** The line shapes, for files that carry a basket among other things (checkout validate). */
export const basketFileLines = { productLine, formulaLine } as const;

export type BasketFileLine = v.InferOutput<typeof productLine> | v.InferOutput<typeof formulaLine>;

/**
 * Reads a basket file (see cli/examples/formula-basket.json): `{ "lines": [...] }`, each line a product
 * with its options or a formula with its dishes. A shape problem names the field; prices are never read
 * from the file (the catalogue prices every line).
 */
export async function readBasketFile(path: string): Promise<BasketFileLine[]> {
  const raw = parseJsonText(utf8Text(await readBoundedFile(path, MAX_BASKET_FILE_BYTES, 'a basket file'), path), path);
  // A union names no field when it fails: each line is checked against the shape its type asks for.
  const lines = (raw as { lines?: unknown } | null)?.lines;
  if (Array.isArray(lines)) {
    for (const [index, line] of lines.entries()) {
      const schema = (line as { type?: unknown } | null)?.type === 'menu' ? formulaLine : productLine;
      const checked = v.safeParse(schema, line);
      if (!checked.success) throw shapeError(path, `lines.${index}`, checked.issues[0]);
    }
  }
  const parsed = v.safeParse(basketFile, raw);
  if (!parsed.success) throw shapeError(path, '', parsed.issues[0]);
  return parsed.output.lines;
}

function shapeError(path: string, prefix: string, issue: v.BaseIssue<unknown>): CliError {
  const field = [prefix, v.getDotPath(issue)].filter(Boolean).join('.') || '(file)';
  return new CliError(`${path}: ${field}: ${issue.message}`);
}
