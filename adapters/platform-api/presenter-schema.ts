import * as v from 'valibot';
import type { PresenterSettings } from '../../core/domain/presenter/presenter-settings';
import { CAROUSEL_INTERVALS_SECONDS, CAROUSEL_STATES, DEFAULT_CAROUSEL_SECONDS, PRESENTER_GRID, PRESENTER_OPTION_TYPES } from '../../core/domain/presenter/presenter-settings';
import { id, localizedText } from './catalogue-schemas';

const cell = (cells: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(cells - 1));
const span = (cells: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(cells));

/** accounts 2 and 3: one option block, placed on the 10 by 8 grid (its span must stay inside it). */
const presenterBlock = v.pipe(
  v.strictObject({
    option_id: id,
    type: v.picklist(PRESENTER_OPTION_TYPES),
    limitPerLine: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))), null),
    description: v.optional(localizedText, ''),
    column: cell(PRESENTER_GRID.columns),
    row: cell(PRESENTER_GRID.rows),
    columns: span(PRESENTER_GRID.columns),
    rows: span(PRESENTER_GRID.rows),
    states: v.optional(v.pipe(v.array(v.picklist(CAROUSEL_STATES)), v.maxLength(CAROUSEL_STATES.length)), []),
  }),
  v.check((block) => block.column + block.columns <= PRESENTER_GRID.columns, `column + columns is at most ${PRESENTER_GRID.columns} (the grid's width)`),
  v.check((block) => block.row + block.rows <= PRESENTER_GRID.rows, `row + rows is at most ${PRESENTER_GRID.rows} (the grid's height)`),
);

/** accounts 2 and 9: a screen (screen_name) and its carousel interval, 10, 15 or 20 s. */
const presenterScreen = v.strictObject({
  screen_name: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'a screen name of letters, digits, _ and - (e.g. screen1)')),
  carousel_seconds: v.optional(v.picklist(CAROUSEL_INTERVALS_SECONDS), DEFAULT_CAROUSEL_SECONDS),
  blocks: v.pipe(v.array(presenterBlock), v.maxLength(PRESENTER_GRID.columns * PRESENTER_GRID.rows * CAROUSEL_STATES.length)),
});

/** Issue 19 (accounts 2): settings.presenter, the shop's screens instead of the spec's ids hard-coded per shop. */
export const presenterSettings = v.strictObject({
  screens: v.pipe(v.array(presenterScreen), v.maxLength(20)),
  item_media: v.optional(v.pipe(v.array(v.strictObject({ item_id: id, url: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)) })), v.maxLength(500)), []),
});

export const presenterSchemaMatches = (parsed: v.InferOutput<typeof presenterSettings>): PresenterSettings => parsed;
