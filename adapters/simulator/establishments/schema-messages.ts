import * as v from 'valibot';
import { ORDER_TYPE_IDS, orderTypeName } from '../../../core/domain/order-type/order-type';
import type { OrderTypeId } from '../../../core/domain/order-type/order-type';
import { cents } from '../../platform-api/catalogue-schemas';
import type { ConsistencyProblem } from './consistency-problem';
import { schemaAt, unwrapSchema } from './schema-walk';

/**
 * Issue 22.15: a shape mistake of an establishment file told in the restaurant's words, with what to
 * write instead, rather than the validator's ("Invalid integer: Received 16.5", "Expected (1 | 2 | 3 | 5)").
 */
type Issue = v.BaseIssue<unknown>;

/** What the file holds, short enough for one line (a long description is cut). */
const short = (received: string) => (received.length > 40 ? `${received.slice(0, 37)}…${received.startsWith('"') ? '"' : ''}` : received);

/** "16.5", "16,50" or "16.50 €" as a number of euros, to suggest its cents; null when it is not one. */
function asMajorUnits(received: unknown): number | null {
  const text = typeof received === 'number' ? String(received) : typeof received === 'string' ? received.replace(/[^\d.,-]/g, '').replace(',', '.') : '';
  const amount = Number(text);
  return text !== '' && Number.isFinite(amount) ? amount : null;
}

/** Money is whole cents everywhere (ARCHITECTURE: integers of minor units). */
function priceMessage(issue: Issue): string {
  if (issue.kind === 'schema' && issue.type === 'object') return 'is missing: write the price in cents, e.g. 1650 for 16.50';
  const amount = asMajorUnits(issue.input);
  const written = short(issue.received);
  if (amount !== null && amount < 0) return `prices are in cents, 0 or more, not ${written}`;
  // 16.5 or "16,50" reads as euros and cents; 1650.5 is more likely cents with a stray fraction.
  const readsAsEuros = amount !== null && amount < 1000 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
  if (!readsAsEuros) return `prices are in cents, a whole number (e.g. 1650 for 16.50), not ${written}`;
  return `prices are in cents, a whole number: write ${Math.round(amount * 100)} for ${amount.toFixed(2)}, not ${written}`;
}

const isOrderTypeList = (options: readonly unknown[]) => options.length === ORDER_TYPE_IDS.length && ORDER_TYPE_IDS.every((id) => options.includes(id));

function picklistMessage(options: readonly unknown[], received: string): string {
  if (isOrderTypeList(options)) {
    const names = ORDER_TYPE_IDS.map((id) => `${id} (${orderTypeName(id as OrderTypeId)})`);
    return `no order type ${received}: write ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  }
  const written = options.map((option) => JSON.stringify(option));
  return `write ${written.length === 1 ? written[0] : `one of ${written.join(', ')}`}, not ${received}`;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  string: 'a text in quotes',
  boolean: 'true or false',
  Array: 'a list [ ... ]',
  Object: 'an object { ... }',
  null: 'null',
};

/** `(string | Object)` as `a text in quotes or an object { ... }`. */
function typeWords(expected: string | null): string {
  const parts = (expected ?? '').replace(/^\(|\)$/g, '').split(' | ');
  return parts.map((part) => TYPE_WORDS[part] ?? part).join(' or ');
}

/** A valibot issue's words when they already say what to write (our own messages, e.g. "a time of day such as 09:30"). */
const isOwnMessage = (issue: Issue) => !/^Invalid \w+: /.test(issue.message);

function genericMessage(issue: Issue, options: readonly unknown[] | null): string {
  const received = short(issue.received);
  if (issue.kind === 'schema' && issue.type === 'object' && received === 'undefined') {
    const key = issue.path?.at(-1)?.key;
    return `is missing: add "${String(key)}"`;
  }
  if (options) return picklistMessage(options, received);
  if (isOwnMessage(issue)) return `${issue.message}, not ${received}`;
  const requirement = (issue as { requirement?: unknown }).requirement;
  const counted = (count: unknown) => (Array.isArray(issue.input) ? (count === 1 ? 'entry' : 'entries') : count === 1 ? 'character' : 'characters');
  switch (issue.type) {
    case 'integer':
      return `write a whole number, not ${received}`;
    case 'min_value':
      return `write ${String(requirement)} or more, not ${received}`;
    case 'max_value':
      return `write ${String(requirement)} or less, not ${received}`;
    case 'min_length':
      return `write at least ${String(requirement)} ${counted(requirement)}, not ${received}`;
    case 'max_length':
      return `write at most ${String(requirement)} ${counted(requirement)}, not ${received}`;
    case 'iso_date':
      return `write a date such as 2027-04-30, not ${received}`;
    case 'regex':
      return `write a value of the form ${String(issue.expected)}, not ${received}`;
    default:
      return issue.kind === 'schema' ? `write ${typeWords(issue.expected)}, not ${received}` : issue.message;
  }
}

/** The first shape problem of a file, its field and what to write instead. `root` is the file's schema. */
export function shapeProblem(issue: Issue, root: v.GenericSchema, raw: unknown): ConsistencyProblem {
  const field = v.getDotPath(issue) ?? '(file)';
  const path = (issue.path ?? []).map((item) => item.key as string | number);
  const schema = schemaAt(root, raw, path);
  const shape = schema ? unwrapSchema(schema) : null;
  if (shape === cents) return { field, message: priceMessage(issue) };
  const options = shape?.type === 'picklist' ? (shape as unknown as { options: readonly unknown[] }).options : null;
  return { field, message: genericMessage(issue, options) };
}
