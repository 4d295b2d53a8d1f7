/**
 * checkout 2, "Confirmation variants": the bank-return confirmation. A payment page sends the customer
 * back with what to confirm in the query (full_name, order_type 1 pickup or 2 delivery, collect_hour,
 * restaurant_address); the page waits 2 seconds (checkout 9: confirmation wait), then confirms.
 */
export const CONFIRMATION_WAIT_MS = 2_000;

export type BankReturnOrderType = 'pickup' | 'delivery';

export interface BankReturnConfirmation {
  readonly fullName: string | null;
  readonly orderType: BankReturnOrderType | null;
  /** "12:30": the hour the order is collected or delivered, when the query gives a readable one. */
  readonly collectHour: string | null;
  readonly restaurantAddress: string | null;
}

/** The query comes from another site: text is bounded and stripped of control and invisible characters. */
const MAX_NAME = 100;
const MAX_ADDRESS = 200;
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

function boundedText(raw: string | null, max: number): string | null {
  const text = raw?.replace(INVISIBLE, '').trim() ?? '';
  return text.length === 0 || text.length > max ? null : text;
}

function hour(raw: string | null): string | null {
  const match = /^(\d{1,2})[:h](\d{2})$/.exec(raw?.trim() ?? '');
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${match[2]}` : null;
}

export function readBankReturn(query: { get(name: string): string | null }): BankReturnConfirmation {
  const orderType = query.get('order_type');
  return {
    fullName: boundedText(query.get('full_name'), MAX_NAME),
    orderType: orderType === '1' ? 'pickup' : orderType === '2' ? 'delivery' : null,
    collectHour: hour(query.get('collect_hour')),
    restaurantAddress: boundedText(query.get('restaurant_address'), MAX_ADDRESS),
  };
}
