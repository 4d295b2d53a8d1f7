import { describe, expect, it } from 'vitest';
import { childMenuPath, groupHomePath, groupNameOf, groupOfVisit, rememberGroupName } from '../../../../ui/group/child-token';

describe('browsing 2.1: child_token in a group of restaurants', () => {
  it('a child opened from its group links to its menu with the group as child_token', () => {
    expect(childMenuPath('les-halles-crepes', 'les-halles')).toBe('/les-halles-crepes/menu/0?child_token=les-halles');
    expect(groupHomePath('les-halles')).toBe('/les-halles/homeMultiEstablishment');
  });

  it('the token is remembered for the visit, per child', () => {
    expect(groupOfVisit('child-a', '')).toBeNull();
    expect(groupOfVisit('child-a', '?child_token=group-1')).toBe('group-1');
    expect(groupOfVisit('child-a', '')).toBe('group-1');
    expect(groupOfVisit('child-b', '')).toBeNull();
  });

  it("the group's name, once its page was seen in the visit", () => {
    expect(groupNameOf('group-2')).toBeNull();
    rememberGroupName('group-2', 'Les Halles');
    expect(groupNameOf('group-2')).toBe('Les Halles');
  });

  it('a child is not its own group', () => {
    expect(groupOfVisit('self', '?child_token=self')).toBeNull();
  });
});
