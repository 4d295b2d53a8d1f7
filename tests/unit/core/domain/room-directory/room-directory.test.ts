import { describe, expect, it } from 'vitest';
import { directoryPageId, findService, visibleServices } from '../../../../../core/domain/room-directory/room-directory';
import { service } from './room-directory-fixtures';

describe('browsing 2.11: disabled services are hidden, the others by position', () => {
  it('sorts by position and drops disabled ones', () => {
    const shown = visibleServices([service({ id: 1, position: 3 }), service({ id: 2, position: 1, disable: true }), service({ id: 3, position: 2 })]);
    expect(shown.map((s) => s.id)).toEqual([3, 1]);
  });
});

describe('browsing 2.9: directory pages', () => {
  it('finds a service anywhere in the tree', () => {
    const tree = [service({ id: 1, services: [service({ id: 2, services: [service({ id: 3 })] })] })];
    expect(findService(tree, 3)?.id).toBe(3);
    expect(findService(tree, 4)).toBeNull();
  });

  it('a non-numeric id is no page id', () => {
    expect(directoryPageId('12')).toBe(12);
    expect(directoryPageId('abc')).toBeNull();
    expect(directoryPageId('1.5')).toBeNull();
    expect(directoryPageId('-1')).toBeNull();
    expect(directoryPageId(undefined)).toBeNull();
    expect(directoryPageId('99999999999999999999')).toBeNull();
  });
});
