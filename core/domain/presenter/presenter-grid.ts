import type { PresenterBlockSettings } from './presenter-settings';
import { CAROUSEL_STATES, ITEMS_PER_LINE_WITHOUT_LIMIT, PRESENTER_GRID, PRESENTER_PORTRAIT_BELOW_PX } from './presenter-settings';

/** Where a block stands, in percentages of the screen (accounts 2: 10 % steps across, 12.5 % down). */
export interface BlockPlacement {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const COLUMN_PERCENT = 100 / PRESENTER_GRID.columns;
const ROW_PERCENT = 100 / PRESENTER_GRID.rows;

export function blockPlacement(block: Pick<PresenterBlockSettings, 'column' | 'row' | 'columns' | 'rows'>): BlockPlacement {
  return { left: block.column * COLUMN_PERCENT, top: block.row * ROW_PERCENT, width: block.columns * COLUMN_PERCENT, height: block.rows * ROW_PERCENT };
}

/**
 * What is wrong with a screen's blocks: one outside the 10 by 8 grid, or two that would cover each other in
 * a same carousel state. Each message names the block by its position in the list.
 */
export function gridProblems(blocks: readonly PresenterBlockSettings[]): { readonly index: number; readonly message: string }[] {
  const problems: { index: number; message: string }[] = [];
  blocks.forEach((block, index) => {
    if (block.column + block.columns > PRESENTER_GRID.columns) {
      problems.push({ index, message: `column ${block.column} + columns ${block.columns} goes past the grid's ${PRESENTER_GRID.columns} columns` });
    }
    if (block.row + block.rows > PRESENTER_GRID.rows) {
      problems.push({ index, message: `row ${block.row} + rows ${block.rows} goes past the grid's ${PRESENTER_GRID.rows} rows` });
    }
  });
  blocks.forEach((block, index) => {
    const other = blocks.findIndex((candidate, before) => before < index && shareAState(candidate, block) && overlap(candidate, block));
    if (other >= 0) problems.push({ index, message: `covers block ${other} in a same carousel state` });
  });
  return problems;
}

function statesOf(block: PresenterBlockSettings): readonly number[] {
  return block.states.length === 0 ? CAROUSEL_STATES : block.states;
}

function shareAState(a: PresenterBlockSettings, b: PresenterBlockSettings): boolean {
  return statesOf(a).some((state) => statesOf(b).includes(state));
}

function overlap(a: PresenterBlockSettings, b: PresenterBlockSettings): boolean {
  return a.column < b.column + b.columns && b.column < a.column + a.columns && a.row < b.row + b.rows && b.row < a.row + a.rows;
}

/**
 * accounts 2: up to 7 items stand on one line; above 7 they are cut in lines of limitPerLine (7 when the
 * option gives none or a number that is not a positive whole one).
 */
export function itemLines<T>(items: readonly T[], limitPerLine: number | null): T[][] {
  if (items.length === 0) return [];
  const perLine =
    items.length <= ITEMS_PER_LINE_WITHOUT_LIMIT
      ? items.length
      : limitPerLine !== null && Number.isInteger(limitPerLine) && limitPerLine > 0
        ? limitPerLine
        : ITEMS_PER_LINE_WITHOUT_LIMIT;
  const lines: T[][] = [];
  for (let start = 0; start < items.length; start += perLine) lines.push(items.slice(start, start + perLine));
  return lines;
}

export type PresenterOrientation = 'portrait' | 'landscape';

/** accounts 2 and 9: orientation=vertical, or a screen narrower than 1,000 px, draws in portrait. */
export function presenterOrientation(vertical: boolean, viewportWidth: number): PresenterOrientation {
  return vertical || viewportWidth < PRESENTER_PORTRAIT_BELOW_PX ? 'portrait' : 'landscape';
}

/**
 * In portrait the 10 by 8 grid would make every word tiny: the blocks stack at full width, in the order one
 * reads the landscape grid (row, then column).
 */
export function portraitOrder<T extends Pick<PresenterBlockSettings, 'row' | 'column'>>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.row - b.row || a.column - b.column);
}
