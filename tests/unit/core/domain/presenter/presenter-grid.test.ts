import { describe, expect, it } from 'vitest';
import { blockPlacement, gridProblems, itemLines, portraitOrder, presenterOrientation } from '../../../../../core/domain/presenter/presenter-grid';
import type { PresenterBlockSettings } from '../../../../../core/domain/presenter/presenter-settings';

const block = (overrides: Partial<PresenterBlockSettings> = {}): PresenterBlockSettings => ({
  option_id: 1,
  type: 'bulletpoint',
  limitPerLine: null,
  description: '',
  column: 0,
  row: 0,
  columns: 5,
  rows: 4,
  states: [],
  ...overrides,
});

describe('presenter grid (accounts 2 and 9: 10 columns by 8 rows, 10 % and 12.5 % steps)', () => {
  it('accounts 2: a block moves in 10 % steps across and 12.5 % steps down', () => {
    expect(blockPlacement({ column: 3, row: 2, columns: 4, rows: 3 })).toEqual({ left: 30, top: 25, width: 40, height: 37.5 });
    expect(blockPlacement({ column: 9, row: 7, columns: 1, rows: 1 })).toEqual({ left: 90, top: 87.5, width: 10, height: 12.5 });
  });

  it('accounts 9: the whole grid is 10 by 8 cells', () => {
    expect(blockPlacement({ column: 0, row: 0, columns: 10, rows: 8 })).toEqual({ left: 0, top: 0, width: 100, height: 100 });
  });

  it('accounts 9: a block that goes past the 10 columns or the 8 rows is named', () => {
    expect(gridProblems([block({ column: 6, columns: 5 })])).toEqual([{ index: 0, message: "column 6 + columns 5 goes past the grid's 10 columns" }]);
    expect(gridProblems([block({ row: 5, rows: 4 })])).toEqual([{ index: 0, message: "row 5 + rows 4 goes past the grid's 8 rows" }]);
  });

  it('two blocks covering each other in a same carousel state are named; in different states they may share cells', () => {
    expect(gridProblems([block(), block({ column: 4 })])).toEqual([{ index: 1, message: 'covers block 0 in a same carousel state' }]);
    expect(gridProblems([block(), block({ column: 5 })])).toEqual([]);
    expect(gridProblems([block({ states: [1] }), block({ states: [2, 3] })])).toEqual([]);
    expect(gridProblems([block({ states: [1] }), block({ states: [] })])).toEqual([{ index: 1, message: 'covers block 0 in a same carousel state' }]);
  });
});

describe('limitPerLine (accounts 2: items above 7 per line use limitPerLine)', () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('accounts 2: up to 7 items stand on one line, whatever limitPerLine says', () => {
    expect(itemLines(items(7), 3)).toEqual([[1, 2, 3, 4, 5, 6, 7]]);
    expect(itemLines(items(2), null)).toEqual([[1, 2]]);
    expect(itemLines([], 4)).toEqual([]);
  });

  it('accounts 2: above 7 items, lines of limitPerLine', () => {
    expect(itemLines(items(8), 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    expect(itemLines(items(10), 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10],
    ]);
  });

  it('accounts 2: above 7 items without a usable limitPerLine, lines of 7', () => {
    expect(itemLines(items(9), null)).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9],
    ]);
    expect(itemLines(items(9), 0)).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9],
    ]);
  });
});

describe('orientation (accounts 2 and 9: orientation=vertical, breakpoint 1,000 px)', () => {
  it('accounts 9: below 1,000 px the screen is drawn in portrait, from 1,000 px in landscape', () => {
    expect(presenterOrientation(false, 999)).toBe('portrait');
    expect(presenterOrientation(false, 375)).toBe('portrait');
    expect(presenterOrientation(false, 1000)).toBe('landscape');
    expect(presenterOrientation(false, 1920)).toBe('landscape');
  });

  it('accounts 2: orientation=vertical draws in portrait at any width', () => {
    expect(presenterOrientation(true, 1920)).toBe('portrait');
  });

  it('in portrait the blocks stack in the order the landscape grid reads: row, then column', () => {
    const blocks = [block({ option_id: 1, row: 4, column: 0 }), block({ option_id: 2, row: 0, column: 5 }), block({ option_id: 3, row: 0, column: 0 })];
    expect(portraitOrder(blocks).map((entry) => entry.option_id)).toEqual([3, 2, 1]);
  });
});
