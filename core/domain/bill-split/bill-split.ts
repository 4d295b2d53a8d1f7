import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { Result } from '../result';
import { fail, ok } from '../result';
import type { PaidShare, TableBillLine, TableBillOrder } from '../hub/table-bill';

/**
 * Issue 20 item 2, splitting the table's bill (ours: the spec names the table's bill, not how it is shared):
 * the whole of what is left, an equal share of N, a free amount, or chosen items, each share with its own tip.
 * The same rules run in the storefront (to show the amount) and in the simulator (which recomputes it and
 * takes the payment): the client's amount is only compared, never believed.
 */

/** One line of an order, choosable as an item while neither its order nor a share has paid it. */
export interface BillItem {
  /** `<order number>.<line index>`: stable while the order is on the bill. */
  readonly id: string;
  readonly orderNumber: string;
  readonly line: TableBillLine;
  /** The line's part of its order's amount to pay (a discounted order spreads its discount over its lines). */
  readonly price: Cents;
  readonly paid: boolean;
  /** Held by a share being paid through the provider: no one else may choose it meanwhile. */
  readonly paying: boolean;
}

export interface SplitBill {
  readonly total: Cents;
  readonly paid: Cents;
  /** What shares being paid through the provider hold: neither paid nor left to share until the provider answers. */
  readonly paying: Cents;
  /** What is left to share: what no order paid and no share paid or holds. */
  readonly left: Cents;
  readonly items: readonly BillItem[];
}

export type ShareWay = 'whole' | 'equal' | 'amount' | 'items';
export const SHARE_WAYS: readonly ShareWay[] = ['whole', 'equal', 'amount', 'items'];

export type ShareChoice =
  | { readonly way: 'whole' }
  | { readonly way: 'equal'; readonly parts: number }
  | { readonly way: 'amount'; readonly amount: Cents }
  | { readonly way: 'items'; readonly items: readonly string[] };

/** Why a share cannot be paid: the first five are the customer's input, the others the bill's state. */
export type ShareRefusal = 'bad_parts' | 'bad_amount' | 'no_items' | 'unknown_item' | 'bad_tip' | 'nothing_left' | 'item_paid' | 'item_paying' | 'more_than_left' | 'amount_changed';

/** The refusals a newer state of the bill explains (409 on the platform); the others are bad input (422). */
export const CONFLICT_REFUSALS: readonly ShareRefusal[] = ['nothing_left', 'item_paid', 'item_paying', 'more_than_left', 'amount_changed'];

export const MIN_PARTS = 2;
export const MAX_PARTS = 50;
/** A tip is a whole number of cents up to 500 € (ours: a bound against typos, well over any real tip). */
export const MAX_TIP: Cents = 50_000;
export const MAX_ITEMS_PER_SHARE = 200;

export const itemId = (orderNumber: string, lineIndex: number) => `${orderNumber}.${lineIndex}`;

/**
 * Spreads an amount over weights, each part rounded down, the cents left given one by one to the largest
 * remainders (the earliest first): the parts always sum exactly to the amount.
 */
export function spreadCents(amount: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (weights.length === 0) return [];
  const exact = weights.map((weight) => (sum > 0 ? (amount * weight) / sum : amount / weights.length));
  const parts = exact.map(Math.floor);
  let rest = amount - sumCents(parts);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (rest <= 0) break;
    parts[index] += 1;
    rest -= 1;
  }
  return parts;
}

/**
 * The bill as it can be shared: its items (a paid order's or a share's are paid, a share's being paid are
 * held), what it comes to, what the orders and shares paid, what shares being paid hold and what is left.
 * Worked out from the orders and shares, never read from a total.
 */
export function splitBillOf(orders: readonly TableBillOrder[], shares: readonly PaidShare[]): SplitBill {
  const paidItems = new Set(shares.filter((share) => !share.paying).flatMap((share) => share.items));
  const heldItems = new Set(shares.filter((share) => share.paying).flatMap((share) => share.items));
  const items = orders.flatMap((order) => {
    const prices = spreadCents(order.amount, order.lines.map((line) => line.price));
    return order.lines.map((line, index): BillItem => {
      const id = itemId(order.orderNumber, index);
      const paid = order.paid || paidItems.has(id);
      return { id, orderNumber: order.orderNumber, line, price: prices[index], paid, paying: !paid && heldItems.has(id) };
    });
  });
  const total = sumCents(orders.map((order) => order.amount));
  const unpaidOrders = sumCents(orders.filter((order) => !order.paid).map((order) => order.amount));
  // Shares pay what the unpaid orders owe; once paid shares cover it the platform marks the orders paid.
  const sharesPaid = Math.min(unpaidOrders, sumCents(shares.filter((share) => !share.paying).map((share) => share.amount)));
  const paying = Math.min(unpaidOrders - sharesPaid, sumCents(shares.filter((share) => share.paying).map((share) => share.amount)));
  const left = unpaidOrders - sharesPaid - paying;
  return { total, paid: total - left - paying, paying, left, items };
}

/**
 * One of N equal shares of the bill's total: each is the total divided by N rounded down, and the last one
 * (the share that finds no more than it left) takes the remainder cents, so N shares sum exactly to the bill.
 * Never more than what is left (another way of paying may have been used meanwhile).
 */
export function equalShare(total: Cents, parts: number, left: Cents): Cents {
  const base = Math.floor(total / parts);
  const last = total - base * (parts - 1);
  return left <= last ? left : Math.min(base, left);
}

const isWholeNumber = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** What a share comes to on this bill, before its tip, or why it cannot be paid. */
export function shareAmount(bill: SplitBill, choice: ShareChoice): Result<Cents, ShareRefusal> {
  switch (choice.way) {
    case 'whole':
      return bill.left > 0 ? ok(bill.left) : fail('nothing_left');
    case 'equal':
      if (!isWholeNumber(choice.parts, MIN_PARTS, MAX_PARTS)) return fail('bad_parts');
      return bill.left > 0 ? ok(equalShare(bill.total, choice.parts, bill.left)) : fail('nothing_left');
    case 'amount':
      if (!isWholeNumber(choice.amount, 1, Number.MAX_SAFE_INTEGER)) return fail('bad_amount');
      if (bill.left === 0) return fail('nothing_left');
      return choice.amount <= bill.left ? ok(choice.amount) : fail('more_than_left');
    case 'items':
      return itemsAmount(bill, choice.items);
  }
}

function itemsAmount(bill: SplitBill, ids: readonly string[]): Result<Cents, ShareRefusal> {
  if (ids.length === 0 || ids.length > MAX_ITEMS_PER_SHARE || new Set(ids).size !== ids.length) return fail('no_items');
  const byId = new Map(bill.items.map((item) => [item.id, item]));
  const chosen = ids.map((id) => byId.get(id));
  if (chosen.some((item) => item === undefined)) return fail('unknown_item');
  const items = chosen.filter((item): item is BillItem => item !== undefined);
  if (items.some((item) => item.paid)) return fail('item_paid');
  if (items.some((item) => item.paying)) return fail('item_paying');
  const amount = sumCents(items.map((item) => item.price));
  if (amount === 0) return fail('no_items');
  return amount <= bill.left ? ok(amount) : fail('more_than_left');
}

/** A share's tip: a whole number of cents from 0 to MAX_TIP; it goes to the staff, not to the bill. */
export function isValidTip(tip: unknown): tip is Cents {
  return isWholeNumber(tip, 0, MAX_TIP);
}

/** A share as the storefront asks the platform to take it: the choice, its tip and the amount it was shown. */
export interface ShareRequest {
  readonly choice: ShareChoice;
  readonly tip: Cents;
  /** The amount the customer saw and agreed to: the platform refuses the share when its bill says otherwise. */
  readonly expectedAmount: Cents;
}

/**
 * The platform's check of a share (the storefront's too, before it asks): the amount recomputed from the bill,
 * a valid tip, and the amount the customer was shown still the bill's (another guest may have paid meanwhile).
 */
export function checkShare(bill: SplitBill, request: ShareRequest): Result<{ readonly amount: Cents; readonly tip: Cents }, ShareRefusal> {
  if (!isValidTip(request.tip)) return fail('bad_tip');
  const amount = shareAmount(bill, request.choice);
  if (!amount.ok) return amount;
  return amount.value === request.expectedAmount ? ok({ amount: amount.value, tip: request.tip }) : fail('amount_changed');
}

/** The items a share pays (the chosen ones), to mark them paid. */
export const itemsOfChoice = (choice: ShareChoice): readonly string[] => (choice.way === 'items' ? choice.items : []);
