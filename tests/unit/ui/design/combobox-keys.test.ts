import { describe, expect, it } from 'vitest';
import { comboboxKey } from '../../../../ui/design/combobox-keys';

const street = { opensOnArrow: false, picksSole: false };
const locator = { opensOnArrow: true, picksSole: true };

describe('the keys of a combobox with a list (WAI-ARIA 1.2 list autocomplete)', () => {
  it('the arrows cycle through the suggestions, Escape closes, other keys are left to the page', () => {
    const open = { open: true, active: -1, count: 3 };
    expect(comboboxKey('ArrowDown', open, street)).toEqual({ kind: 'move', active: 0 });
    expect(comboboxKey('ArrowDown', { ...open, active: 2 }, street)).toEqual({ kind: 'move', active: 0 });
    expect(comboboxKey('ArrowUp', open, street)).toEqual({ kind: 'move', active: 2 });
    expect(comboboxKey('ArrowUp', { ...open, active: 1 }, street)).toEqual({ kind: 'move', active: 0 });
    expect(comboboxKey('Escape', open, street)).toEqual({ kind: 'close' });
    expect(comboboxKey('a', open, street)).toBeNull();
  });

  it('Enter picks the suggestion the arrows are on; with none, the only one where the search says so', () => {
    expect(comboboxKey('Enter', { open: true, active: 1, count: 3 }, street)).toEqual({ kind: 'pick', index: 1 });
    expect(comboboxKey('Enter', { open: true, active: -1, count: 1 }, street)).toBeNull();
    expect(comboboxKey('Enter', { open: true, active: -1, count: 1 }, locator)).toEqual({ kind: 'pick', index: 0 });
    expect(comboboxKey('Enter', { open: true, active: -1, count: 2 }, locator)).toBeNull();
  });

  it('a closed list opens on ArrowDown only where the search says so, and only with suggestions', () => {
    const closed = { open: false, active: -1, count: 2 };
    expect(comboboxKey('ArrowDown', closed, street)).toBeNull();
    expect(comboboxKey('ArrowDown', closed, locator)).toEqual({ kind: 'move', active: 0 });
    expect(comboboxKey('ArrowDown', { ...closed, count: 0 }, locator)).toBeNull();
    expect(comboboxKey('Enter', closed, locator)).toBeNull();
  });
});
