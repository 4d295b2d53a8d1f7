import type { LocalizedText } from '../locale/localized-text';
import type { CarouselInterval, CarouselState, PresenterBlockSettings, PresenterItemMedia, PresenterOptionType, PresenterScreenSettings, PresenterSettings } from './presenter-settings';
import { CAROUSEL_INTERVALS_SECONDS, CAROUSEL_STATES, DEFAULT_CAROUSEL_SECONDS, PRESENTER_GRID, PRESENTER_OPTION_TYPES } from './presenter-settings';

/**
 * settings.presenter as the platform sent it, read in the presenter's own chunk: the menu's first visit parses
 * the settings and must not carry the presenter's rules (issue 6: its bytes are counted). The simulator refused
 * a wrong file already (presenter-schema.ts); here whatever is not as expected is left out, never trusted.
 */
export function readPresenterSettings(raw: unknown): PresenterSettings | null {
  if (!isRecord(raw) || !Array.isArray(raw.screens)) return null;
  const screens = raw.screens.flatMap((screen) => (isRecord(screen) ? readScreen(screen) : []));
  const media = Array.isArray(raw.item_media) ? raw.item_media.flatMap((entry) => (isRecord(entry) ? readMedia(entry) : [])) : [];
  return { screens, item_media: media };
}

function readScreen(screen: Record<string, unknown>): PresenterScreenSettings[] {
  const name = screen.screen_name;
  if (typeof name !== 'string' || !/^[\w-]{1,64}$/.test(name) || !Array.isArray(screen.blocks)) return [];
  const seconds = CAROUSEL_INTERVALS_SECONDS.find((interval) => interval === screen.carousel_seconds) ?? DEFAULT_CAROUSEL_SECONDS;
  const blocks = screen.blocks.flatMap((block) => (isRecord(block) ? readBlock(block) : []));
  return [{ screen_name: name, carousel_seconds: seconds as CarouselInterval, blocks }];
}

function readBlock(block: Record<string, unknown>): PresenterBlockSettings[] {
  const type = PRESENTER_OPTION_TYPES.find((candidate) => candidate === block.type);
  const { column, row, columns, rows } = block;
  if (
    !type ||
    !isWhole(block.option_id, 0) ||
    !isWhole(column, 0) ||
    !isWhole(row, 0) ||
    !isWhole(columns, 1) ||
    !isWhole(rows, 1) ||
    column + columns > PRESENTER_GRID.columns ||
    row + rows > PRESENTER_GRID.rows
  ) {
    return [];
  }
  const states = Array.isArray(block.states) ? block.states.filter((state): state is CarouselState => CAROUSEL_STATES.includes(state as CarouselState)) : [];
  return [
    {
      option_id: block.option_id,
      type: type as PresenterOptionType,
      limitPerLine: isWhole(block.limitPerLine, 1) ? block.limitPerLine : null,
      description: isLocalizedText(block.description) ? block.description : '',
      column,
      row,
      columns,
      rows,
      states,
    },
  ];
}

function readMedia(entry: Record<string, unknown>): PresenterItemMedia[] {
  return isWhole(entry.item_id, 0) && typeof entry.url === 'string' && entry.url.length > 0 ? [{ item_id: entry.item_id, url: entry.url }] : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWhole(value: unknown, minimum: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= minimum;
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'string' || (isRecord(value) && Object.values(value).every((text) => typeof text === 'string'));
}
