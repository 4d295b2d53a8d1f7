import * as v from 'valibot';
import type { CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { emptyCheckoutForm } from '../../core/domain/checkout/checkout-form';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';
import { ORDER_LIMITS } from '../../core/domain/order/order-limits';
import { CliError } from '../cli-error';
import { readBoundedFile } from '../input/bounded-file';
import { parseJsonText, utf8Text } from '../input/json-file';
import type { BasketFileLine } from './basket-file';
import { basketFileLines } from './basket-file';

const MAX_CHECKOUT_FILE_BYTES = 1_000_000;
const id = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** Texts are bounded so a file cannot make the rules scan megabytes; the rules judge their content. */
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const idKeyed = <T extends v.GenericSchema>(value: T) => v.pipe(v.record(v.pipe(v.string(), v.regex(/^\d+$/, 'a numeric id')), value), v.check((record) => Object.keys(record).length <= ORDER_LIMITS.questions, 'too many entries'));

/**
 * checkout 4: the time slot chosen, as `ordering slots` prints it (the day and the slot's id and times). The
 * rules need it chosen; whether it is still offered is the schedule check when the order is sent.
 */
const timeSlot = v.optional(
  v.nullable(
    v.strictObject({
      date: v.pipe(v.string(), v.isoDate()),
      id,
      start_time: v.pipe(v.string(), v.maxLength(40)),
      end_time: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40))), null),
    }),
  ),
  null,
);

/** What the customer fills in at checkout (core's CheckoutForm), every field optional but the order type. */
const checkoutFields = v.strictObject({
  orderTypeId: v.nullable(v.picklist(ORDER_TYPE_IDS)),
  fullName: text(2_000),
  firstName: text(2_000),
  lastName: text(2_000),
  phone: text(64),
  email: text(400),
  roomNumber: text(20),
  tableNumber: text(20),
  payment: v.optional(v.nullable(v.strictObject({ mode: v.picklist(['ONLINE', 'ONSPOT']), providerId: id, paymentTypeId: id })), null),
  cgvAccepted: v.optional(v.boolean(), false),
  comment: text(2_000),
  optInPromotions: v.optional(v.boolean(), false),
  answers: v.optional(idKeyed(v.pipe(v.array(id), v.maxLength(ORDER_LIMITS.answersPerQuestion))), {}),
  checkoutOptions: v.optional(idKeyed(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(ORDER_LIMITS.answersPerQuestion))), {}),
  nbCutlery: v.optional(v.nullable(v.number()), null),
  tips: v.optional(v.number(), 0),
  hostedFieldsComplete: v.optional(v.boolean(), false),
  timeSlot,
});

export interface CheckoutFile {
  readonly lines: BasketFileLine[];
  readonly form: CheckoutForm;
}

function shapeError(path: string, prefix: string, issue: v.BaseIssue<unknown>): CliError {
  const field = [prefix, v.getDotPath(issue)].filter(Boolean).join('.') || '(file)';
  return new CliError(`${path}: ${field}: ${issue.message}`);
}

const byId = <T>(record: Record<string, T>): Record<number, T> => Object.fromEntries(Object.entries(record).map(([key, value]) => [Number(key), value]));

/**
 * Reads a checkout file (see cli/examples/checkout-valid.json): `{ "lines": [...], "checkout": {...} }`,
 * the basket as in a basket file and what the customer filled in. A shape problem names the field.
 */
export async function readCheckoutFile(path: string): Promise<CheckoutFile> {
  const raw = parseJsonText(utf8Text(await readBoundedFile(path, MAX_CHECKOUT_FILE_BYTES, 'a checkout file'), path), path);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new CliError(`${path}: (file): expected an object with lines and checkout`);
  const { lines, checkout, ...rest } = raw as { lines?: unknown; checkout?: unknown };
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new CliError(`${path}: ${unknown[0]}: unknown field (expected lines and checkout)`);
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > ORDER_LIMITS.lines) throw new CliError(`${path}: lines: expected 1 to ${ORDER_LIMITS.lines} basket lines`);
  const checkedLines: BasketFileLine[] = [];
  for (const [index, line] of lines.entries()) {
    const schema = (line as { type?: unknown } | null)?.type === 'menu' ? basketFileLines.formulaLine : basketFileLines.productLine;
    const checked = v.safeParse(schema, line);
    if (!checked.success) throw shapeError(path, `lines.${index}`, checked.issues[0]);
    checkedLines.push(checked.output);
  }
  const fields = v.safeParse(checkoutFields, checkout);
  if (!fields.success) throw shapeError(path, 'checkout', fields.issues[0]);
  const form = fields.output;
  return {
    lines: checkedLines,
    form: {
      ...emptyCheckoutForm(),
      ...form,
      answers: byId(form.answers),
      checkoutOptions: byId(form.checkoutOptions),
      timeSlot: form.timeSlot && { day: { date: form.timeSlot.date, today: false }, slot: { id: form.timeSlot.id, start_time: form.timeSlot.start_time, end_time: form.timeSlot.end_time } },
    },
  };
}
