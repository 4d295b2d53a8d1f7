import { describe, expect, it } from 'vitest';
import { presenterLanguage, presenterQuery } from '../../../../../core/domain/presenter/presenter-query';
import { presenterScreen } from '../../../../../core/domain/presenter/presenter-screen';
import { readPresenterSettings } from '../../../../../core/domain/presenter/presenter-settings-reader';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';

const glacier = demoEstablishment('glacier-des-quais');
const presenter = readPresenterSettings(glacier.settings.presenter);
const query = (search: string) => presenterQuery(new URLSearchParams(search));

describe('presenter query (accounts 2: screen_name, language, orientation, productId)', () => {
  it('accounts 2: reads the four parameters', () => {
    expect(query('screen_name=screen2&language=en&orientation=vertical&productId=101')).toEqual({ screenName: 'screen2', language: 'en', vertical: true, productId: 101 });
  });

  it('anything odd is treated as absent, not trusted', () => {
    expect(query('screen_name=<script>&language=english&orientation=sideways&productId=12abc')).toEqual({ screenName: null, language: null, vertical: false, productId: null });
    expect(query('')).toEqual({ screenName: null, language: null, vertical: false, productId: null });
  });

  it("accounts 2: the screen's whole interface speaks the asked language when there is a catalogue for it, else the visitor's", () => {
    expect(presenterLanguage(query('language=en'), ['fr', 'en'], 'fr')).toBe('en');
    expect(presenterLanguage(query('language=en-GB'), ['fr', 'en'], 'fr')).toBe('en');
    expect(presenterLanguage(query('language=FR'), ['fr', 'en'], 'en')).toBe('fr');
    expect(presenterLanguage(query('language=de'), ['fr', 'en'], 'en')).toBe('en');
    expect(presenterLanguage(query(''), ['fr', 'en'], 'en')).toBe('en');
  });
});

describe('presenter screen (accounts 2 and 3: option blocks of an ice-cream shop)', () => {
  it('accounts 2: the named screen shows its option blocks on the grid, items in their positions, names in the asked language', () => {
    const result = presenterScreen(presenter, glacier.catalogue, query('screen_name=screen1&language=en&productId=101'), 'fr');
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.screenName).toBe('screen1');
    expect(result.value.productName).toBe('Build your ice cream');
    expect(result.value.carouselSeconds).toBe(15);
    const [flavours, scoops] = result.value.blocks;
    expect(flavours?.title).toBe('Our flavours');
    expect(flavours?.type).toBe('bulletpointimage');
    expect(flavours?.placement).toEqual({ left: 0, top: 0, width: 60, height: 75 });
    // accounts 2: 10 flavours, above 7, so limitPerLine 5 cuts them in two lines.
    expect(flavours?.lines.map((line) => line.length)).toEqual([5, 5]);
    expect(flavours?.lines[0]?.[0]).toEqual({ id: 101, name: 'Vanilla', price: 0, mediaUrl: '/demo-assets/glacier-vanille.svg' });
    expect(scoops?.lines).toEqual([
      [
        { id: 201, name: '1 scoop', price: 0, mediaUrl: null },
        { id: 202, name: '2 scoops', price: 200, mediaUrl: null },
        { id: 203, name: '3 scoops', price: 350, mediaUrl: null },
      ],
    ]);
    expect(result.value.blocks.map((block) => block.states)).toEqual([[], [], [1], [2], [3]]);
  });

  it("accounts 2: no screen_name is the shop's first screen; the interface language when no language is asked", () => {
    const result = presenterScreen(presenter, glacier.catalogue, query(''), 'fr');
    expect(result.ok && result.value.screenName).toBe('screen1');
    expect(result.ok && result.value.blocks[0]?.title).toBe('Nos parfums');
  });

  it("accounts 2: productId keeps only that product's options", () => {
    const result = presenterScreen(presenter, glacier.catalogue, query('productId=102'), 'fr');
    expect(result.ok && result.value.blocks.map((block) => block.optionId)).toEqual([4, 5]);
  });

  it('a hidden option is not shown', () => {
    const catalogue = { ...glacier.catalogue, options: glacier.catalogue.options.map((option) => (option.id === 2 ? { ...option, visible: false } : option)) };
    const result = presenterScreen(presenter, catalogue, query('screen_name=screen1'), 'fr');
    expect(result.ok && result.value.blocks.map((block) => block.optionId)).toEqual([1, 3, 4, 5]);
  });

  it('each reason for showing nothing is its own problem, for a clear message on the screen', () => {
    expect(presenterScreen(null, glacier.catalogue, query(''), 'fr')).toEqual({ ok: false, error: { kind: 'not-configured' } });
    expect(presenterScreen({ screens: [], item_media: [] }, glacier.catalogue, query(''), 'fr')).toEqual({ ok: false, error: { kind: 'not-configured' } });
    expect(presenterScreen(presenter, glacier.catalogue, query('screen_name=screen9'), 'fr')).toEqual({ ok: false, error: { kind: 'unknown-screen', screenName: 'screen9' } });
    expect(presenterScreen(presenter, glacier.catalogue, query('productId=777'), 'fr')).toEqual({ ok: false, error: { kind: 'unknown-product', productId: 777 } });
    const noOptions = { ...glacier.catalogue, options: [] };
    expect(presenterScreen(presenter, noOptions, query(''), 'fr')).toEqual({ ok: false, error: { kind: 'nothing-to-show' } });
  });
});

describe('readPresenterSettings (settings.presenter as sent, read in the presenter chunk only)', () => {
  it("reads the demo shop's screens as its file says them", () => {
    expect(presenter).toEqual(glacier.settings.presenter);
  });

  it('leaves out what is not as expected rather than trusting it', () => {
    const raw = {
      screens: [
        {
          screen_name: 'screen1',
          carousel_seconds: 12,
          blocks: [
            { option_id: 1, type: 'bulletpoint', column: 0, row: 0, columns: 5, rows: 8, states: [1, 4], limitPerLine: 0 },
            { option_id: 2, type: 'carousel', column: 0, row: 0, columns: 1, rows: 1 },
            { option_id: 3, type: 'bigimage', column: 8, row: 0, columns: 3, rows: 1 },
          ],
        },
        { screen_name: '<b>', blocks: [] },
        'screen2',
      ],
      item_media: [{ item_id: 1, url: '' }, { item_id: 2, url: '/demo-assets/a.svg' }],
    };
    expect(readPresenterSettings(raw)).toEqual({
      screens: [
        {
          screen_name: 'screen1',
          carousel_seconds: 15,
          blocks: [{ option_id: 1, type: 'bulletpoint', column: 0, row: 0, columns: 5, rows: 8, states: [1], limitPerLine: null, description: '' }],
        },
      ],
      item_media: [{ item_id: 2, url: '/demo-assets/a.svg' }],
    });
    expect(readPresenterSettings(null)).toBeNull();
    expect(readPresenterSettings({ screens: 'screen1' })).toBeNull();
  });
});
