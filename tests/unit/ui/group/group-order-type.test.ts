import { describe, expect, it } from 'vitest';
import { groupOrderTypeKey } from '../../../../core/domain/group/group-delivery-details';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import { groupOrderTypeChoice } from '../../../../ui/group/group-order-type';

const store = (entries: Record<string, string>) => ({ get: (key: string) => entries[key] ?? null });

describe("browsing 2.4: an outlet reads its group's chosen order type", () => {
  it('reads the choice of the group its child_token names', () => {
    const choice = groupOrderTypeChoice('les-halles-pizza', '?child_token=les-halles', store({ [groupOrderTypeKey('les-halles')]: String(OrderTypeId.takeAway) }));
    expect(choice).toBe(String(OrderTypeId.takeAway));
  });

  it('still finds it after the address lost child_token in the same visit (a reload keeps it)', () => {
    const entries = { [groupOrderTypeKey('les-halles')]: String(OrderTypeId.onPlace) };
    groupOrderTypeChoice('les-halles-crepes', '?child_token=les-halles', store(entries));
    expect(groupOrderTypeChoice('les-halles-crepes', '', store(entries))).toBe(String(OrderTypeId.onPlace));
  });

  it('has none outside a group', () => {
    expect(groupOrderTypeChoice('le-comptoir', '', store({ [groupOrderTypeKey('les-halles')]: '3' }))).toBeNull();
  });
});
