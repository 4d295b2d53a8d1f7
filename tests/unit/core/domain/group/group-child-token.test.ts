import { describe, expect, it } from 'vitest';
import { childTokenOf, groupOfChild, searchWithChildToken } from '../../../../../core/domain/group/group-child-token';
import { groupDisplayName } from '../../../../../core/domain/group/group-settings';

describe('browsing 2.1: navigation in a group of restaurants adds a child_token query', () => {
  it('reads the group from the address, not the child itself', () => {
    expect(childTokenOf('?child_token=les-halles', 'les-halles-crepes')).toBe('les-halles');
    expect(childTokenOf('?lang=en', 'les-halles-crepes')).toBeNull();
    expect(childTokenOf('?child_token=les-halles-crepes', 'les-halles-crepes')).toBeNull();
  });

  it('takes the address first, then the group this visit remembered', () => {
    expect(groupOfChild('?child_token=other-hall', 'les-halles-crepes', 'les-halles')).toBe('other-hall');
    expect(groupOfChild('', 'les-halles-crepes', 'les-halles')).toBe('les-halles');
    expect(groupOfChild('', 'les-halles-crepes', null)).toBeNull();
    expect(groupOfChild('', 'les-halles-crepes', 'les-halles-crepes')).toBeNull();
  });

  it('adds the token to an address without it, keeping its other parameters in order', () => {
    expect(searchWithChildToken('', 'les-halles')).toBe('?child_token=les-halles');
    expect(searchWithChildToken('?lang=en&subcategoryid=20', 'les-halles')).toBe('?lang=en&subcategoryid=20&child_token=les-halles');
    expect(searchWithChildToken('?child_token=other', 'les-halles')).toBe('?child_token=les-halles');
  });

  it('leaves an address that already carries it alone', () => {
    expect(searchWithChildToken('?child_token=les-halles&lang=en', 'les-halles')).toBeNull();
  });
});

describe("browsing 2.4: the group's name in its children's way back", () => {
  it('is its title in the visitor language, else its establishment name', () => {
    expect(groupDisplayName('Les Halles', 'Les Halles SAS')).toBe('Les Halles');
    expect(groupDisplayName('  ', 'Les Halles SAS')).toBe('Les Halles SAS');
  });
});
