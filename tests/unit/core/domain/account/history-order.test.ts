import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIST_PARAMS, isReceiptEligible, pageCount, showsPagination, statusTone, withPage, withSort } from '../../../../../core/domain/account/history-order';
import { aHistoryOrder } from './history-order-fixtures';

describe('accounts 2, 4 and 9: the order history’s rules', () => {
  it('accounts 4: canceled is danger, in progress warning, validated success', () => {
    expect(statusTone('canceled')).toBe('danger');
    expect(statusTone('in_progress')).toBe('warning');
    expect(statusTone('validated')).toBe('success');
  });

  it('accounts 4: a receipt only for an order neither canceled nor in progress', () => {
    expect(isReceiptEligible(aHistoryOrder())).toBe(true);
    expect(isReceiptEligible(aHistoryOrder({ status: 'canceled' }))).toBe(false);
    expect(isReceiptEligible(aHistoryOrder({ status: 'in_progress' }))).toBe(false);
  });

  it('accounts 9: 10 a page from skip 0, newest first', () => {
    expect(DEFAULT_ORDER_LIST_PARAMS).toEqual({ take: 10, skip: 0, orderBy: 'DESC', orderWith: 'createdAt' });
  });

  it('accounts 2: pagination shows only when the count exceeds the page size', () => {
    expect(showsPagination(10)).toBe(false);
    expect(showsPagination(11)).toBe(true);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });

  it('accounts 2: a sort change resets skip to 0; a page change keeps the sort', () => {
    const third = withPage(DEFAULT_ORDER_LIST_PARAMS, 2);
    expect(third.skip).toBe(20);
    expect(withSort(third, 'totalPrice', 'ASC')).toEqual({ take: 10, skip: 0, orderBy: 'ASC', orderWith: 'totalPrice' });
    expect(withPage(withSort(third, 'totalPrice', 'ASC'), 1)).toMatchObject({ skip: 10, orderWith: 'totalPrice', orderBy: 'ASC' });
  });
});
