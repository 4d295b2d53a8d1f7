import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PresenterSettings } from '../../../../../core/domain/presenter/presenter-settings';
import { EstablishmentFileError, parseEstablishment } from '../../../../../adapters/simulator/establishments/establishment-file';

/** The demo ice-cream shop, whose settings.presenter each case below breaks once. */
const GLACIER = new URL('../../../../../adapters/simulator/demo/establishments/glacier-des-quais.json', import.meta.url);
const ASSETS = new URL('../../../../../adapters/simulator/demo/establishments/assets/', import.meta.url);
const pictureExists = (name: string) => existsSync(new URL(name, ASSETS));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;

function parse(change: (file: EditableJson) => void) {
  const file = JSON.parse(readFileSync(GLACIER, 'utf8')) as EditableJson;
  change(file);
  return parseEstablishment(JSON.stringify(file), 'glacier-des-quais.json', pictureExists);
}

function refusal(change: (file: EditableJson) => void): string {
  try {
    parse(change);
  } catch (error) {
    expect(error).toBeInstanceOf(EstablishmentFileError);
    return (error as Error).message;
  }
  throw new Error('the file loaded silently');
}

const firstBlock = (file: EditableJson) => file.settings.presenter.screens[0].blocks[0];

describe('issue 19: the presenter screens in the establishment file (accounts 2: settings instead of hard-coded shop and option ids)', () => {
  it('the demo ice-cream shop loads with its four screens and their 15, 10, 20 and 15 s carousels (accounts 9)', () => {
    const presenter = parse(() => undefined).settings.presenter as PresenterSettings;
    expect(presenter?.screens.map((screen) => [screen.screen_name, screen.carousel_seconds])).toEqual([
      ['screen1', 15],
      ['screen2', 10],
      ['screen3', 20],
      ['screen_ugap18_vertical', 15],
    ]);
  });

  it('an establishment without presenter settings has none (null)', () => {
    expect(
      parse((file) => {
        delete file.settings.presenter;
      }).settings.presenter,
    ).toBeNull();
  });

  it.each<[string, (file: EditableJson) => void, string]>([
    ['a carousel interval other than 10, 15 or 20 s (accounts 9)', (f) => (f.settings.presenter.screens[0].carousel_seconds = 12), 'settings.presenter.screens.0.carousel_seconds'],
    ['an option type the screen cannot draw (accounts 2)', (f) => (firstBlock(f).type = 'carousel'), 'settings.presenter.screens.0.blocks.0.type'],
    ['a block beyond the 10 columns (accounts 9)', (f) => (firstBlock(f).column = 10), 'settings.presenter.screens.0.blocks.0.column'],
    ['a block spanning past the 8 rows (accounts 9)', (f) => (firstBlock(f).rows = 9), 'settings.presenter.screens.0.blocks.0.rows'],
    ['a misspelt key of a block', (f) => (firstBlock(f).colunm = 1), 'settings.presenter.screens.0.blocks.0.colunm'],
    ['a carousel state other than 1, 2, 3 (accounts 4)', (f) => (firstBlock(f).states = [4]), 'settings.presenter.screens.0.blocks.0.states.0'],
    ['a block covering another in a same state', (f) => (f.settings.presenter.screens[0].blocks[1].column = 5), 'settings.presenter.screens.0.blocks.1: covers block 0'],
    ['an option the catalogue does not have', (f) => (firstBlock(f).option_id = 99), 'settings.presenter.screens.0.blocks.0.option_id: no option 99 in catalogue.options'],
    ['two screens with one name', (f) => (f.settings.presenter.screens[1].screen_name = 'screen1'), 'settings.presenter.screens.1.screen_name: another screen is already named "screen1"'],
    ['a picture not in the assets folder', (f) => (f.settings.presenter.item_media[0].url = '/demo-assets/none.svg'), 'settings.presenter.item_media.0.url: no picture none.svg'],
    ['a picture for an item the catalogue does not have', (f) => (f.settings.presenter.item_media[0].item_id = 9999), 'settings.presenter.item_media.0.item_id: no option item 9999'],
  ])('%s is refused naming the field', (_case, change, expected) => {
    expect(refusal(change)).toContain(`glacier-des-quais.json: ${expected}`);
  });
});
