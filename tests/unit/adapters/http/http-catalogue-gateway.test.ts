import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpCatalogueGateway } from '../../../../adapters/http/http-catalogue-gateway';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import { leComptoir } from '../../../../adapters/simulator/demo/demo-establishments';
import { GatewayError } from '../../../../core/ports/gateway-error';
import { FakePlatformFetch, connectionRefused, json } from '../fixtures/fake-platform-fetch';

afterEach(() => {
  vi.useRealTimers();
});

function aGateway(platform: FakePlatformFetch): HttpCatalogueGateway {
  return new HttpCatalogueGateway(new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: platform.fetch }));
}

/** The fewest fields a restaurant answer may carry; everything else has a default. */
const minimalSettings = {
  id: 'bistro-1',
  restaurant_name: 'Bistro',
  config: {},
  orderTypes: [{ id: 3 }],
  cmd_required_infos: { client_info: {} },
};

/** The platform's three catalogue answers for Le Comptoir (browsing 7). */
function leComptoirCatalogue(path: string): Response {
  const { categories, products, formulas, options, allergens } = leComptoir.catalogue;
  if (path.endsWith('/products')) return json({ categories, products, formulas });
  if (path.endsWith('/product_options')) return json({ product_options: options });
  if (path.endsWith('/allergens')) return json({ allergens });
  return json({ error: 'not_found', message: 'no route' }, 404);
}

describe('HttpCatalogueGateway: settings (browsing 3, checkout 3)', () => {
  it('reads the settings from api_click_and_collect/v7/{restaurantId}/restaurant', async () => {
    const platform = new FakePlatformFetch().answer(json(leComptoir.settings));
    expect(await aGateway(platform).loadSettings('le-comptoir')).toEqual({
      ...leComptoir.settings,
      // Pictures are read against the API base (media-url.ts).
      logo_url: 'https://api.example.test/demo-assets/le-comptoir-logo.svg',
      banner: {
        image: 'https://api.example.test/demo-assets/le-comptoir-banner.svg',
        imageMobile: 'https://api.example.test/demo-assets/le-comptoir-banner.svg',
      },
    });
    expect(platform.urls).toEqual(['https://api.example.test/api_click_and_collect/v7/le-comptoir/restaurant']);
  });

  it('escapes the restaurant id in the path', async () => {
    const platform = new FakePlatformFetch().answer(json(leComptoir.settings));
    await aGateway(platform).loadSettings('a/b?c');
    expect(platform.urls).toEqual(['https://api.example.test/api_click_and_collect/v7/a%2Fb%3Fc/restaurant']);
  });

  it('checkout 3: a time zone the runtime does not know falls back to Europe/Paris', async () => {
    const platform = new FakePlatformFetch().answer(json({ ...minimalSettings, timezone: 'Mars/Olympus_Mons' }));
    expect((await aGateway(platform).loadSettings('bistro-1')).timezone).toBe('Europe/Paris');
    const known = new FakePlatformFetch().answer(json({ ...minimalSettings, timezone: 'America/Montreal' }));
    expect((await aGateway(known).loadSettings('bistro-1')).timezone).toBe('America/Montreal');
  });

  it('issue 19, checkout 4 "With no per-order-type providers: mode online with the first provider if available": the restaurant\'s first provider is given, online', async () => {
    const provider = { provider_id: 4, provider_name: 'Paiement en ligne', type: 'ONSPOT', disabled: false, payment_types: [{ payment_type_id: 2, payment_type_name: 'CB' }] };
    const settings = await aGateway(new FakePlatformFetch().answer(json({ ...minimalSettings, payment_providers: [provider] }))).loadSettings('bistro-1');
    expect(settings.orderTypes[0]?.order_type_providers).toEqual([{ ...provider, type: 'ONLINE' }]);
  });

  it('applies the spec defaults: nb_decimal_price 2, timezone Europe/Paris, and the others', async () => {
    const settings = await aGateway(new FakePlatformFetch().answer(json(minimalSettings))).loadSettings('bistro-1');
    // browsing 2.3: desktop header menu and mobile infinite scroll by default, drawers open.
    expect(settings.config).toEqual({
      primary_color: '#1f2937',
      nb_decimal_price: 2,
      hide_footer: false,
      hasMenuMatching: false,
      desktop_layout: 'header_menu',
      mobile_layout: 'infinite_scroll',
      drawers_closeByDefault: false,
      desktop_subcategory_side_nav: false,
      // Ours (checkout 2): the checkout hub in a drawer, and the tracking map hidden, both off unless set.
      checkout_in_drawer: false,
      hide_tracking_map: false,
      // browsing 2.5: no view_menu link unless the establishment has one.
      hub_menu_url: null,
      // Ours (issue 19, checkout 5): the e-mail field shown unless set.
      hide_email_field: false,
    });
    // browsing 3 and 9: cc_product_display absent means 1; no promotional banner.
    expect(settings).toMatchObject({ cc_product_display: 1, publicityBanner: { visible: false, mediaBanner: [] } });
    expect(settings).toMatchObject({ timezone: 'Europe/Paris', currency: 'EUR', typology: 'restaurant', restaurant_languages: ['fr'], logo_url: null });
    // browsing 2.2 and 3: no forced home category, no opening hours given.
    expect(settings).toMatchObject({ forced_home_category: null, opening_hours: [] });
    expect(settings.orderTypes[0]).toEqual({
      id: 3,
      minimumPrice: 0,
      deliveryCost: 0,
      deliveryCostActive: false,
      deliveryOffered: null,
      pre_order: false,
      is_collect_now: true,
      delivery: { pricing_type: 'fixed' },
      timeSlots: [],
      long_pre_order: false,
      long_pre_order_days_number_in_advance: 0,
      time_slot_delay: 0,
      time_slot_delay_end_time: null,
      is_without_time_slots: false,
      order_type_providers: [],
    });
  });

  it.each(['red;background:url(x)', 'red', 'rgb(0,0,0)', '#12345', '#gggggg'])(
    'white label: a primary_color %j that is not #rgb or #rrggbb falls back to the default colour',
    async (colour) => {
      const platform = new FakePlatformFetch().answer(json({ ...minimalSettings, config: { primary_color: colour } }));
      expect((await aGateway(platform).loadSettings('bistro-1')).config.primary_color).toBe('#1f2937');
    },
  );

  it.each(['#A8431F', '#fff'])('white label: the colour %s is kept', async (colour) => {
    const platform = new FakePlatformFetch().answer(json({ ...minimalSettings, config: { primary_color: colour } }));
    expect((await aGateway(platform).loadSettings('bistro-1')).config.primary_color).toBe(colour);
  });

  it.each([
    ['orderTypes', { ...minimalSettings, orderTypes: undefined }],
    ['config.nb_decimal_price', { ...minimalSettings, config: { nb_decimal_price: 'two' } }],
    ['orderTypes.0.id', { ...minimalSettings, orderTypes: [{ id: 4 }] }],
  ])('a body with a wrong or missing %s is a malformed_response naming that path', async (path, body) => {
    const failure = aGateway(new FakePlatformFetch().answer(json(body))).loadSettings('bistro-1');
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind: 'malformed_response', message: expect.stringContaining(`restaurant settings: ${path}:`) });
  });

  it('a restaurant the platform does not know (404) is not_found', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'not_found', message: 'no establishment nowhere' }, 404));
    await expect(aGateway(platform).loadSettings('nowhere')).rejects.toMatchObject({ kind: 'not_found', message: 'no establishment nowhere' });
  });

  it('a platform failure (500) is a server error', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'server_error', message: 'down' }, 500));
    await expect(aGateway(platform).loadSettings('le-comptoir')).rejects.toMatchObject({ kind: 'server' });
  });

  it('a platform out of reach is a network failure', async () => {
    const platform = new FakePlatformFetch().answer(connectionRefused());
    vi.useFakeTimers();
    const settled = Promise.allSettled([aGateway(platform).loadSettings('le-comptoir')]);
    await vi.advanceTimersByTimeAsync(5_000);
    const [result] = await settled;
    expect(result).toMatchObject({ status: 'rejected', reason: { kind: 'network' } });
  });
});

describe('HttpCatalogueGateway: catalogue (browsing 7)', () => {
  it('browsing 7: assembles products, product_options and allergens into one catalogue', async () => {
    const platform = new FakePlatformFetch().route(leComptoirCatalogue);
    const absolute = (url: string | null) => (url ? `https://api.example.test${url}` : null);
    expect(await aGateway(platform).loadCatalogue('le-comptoir')).toEqual({
      ...leComptoir.catalogue,
      products: leComptoir.catalogue.products.map((product) => ({ ...product, image_url: absolute(product.image_url) })),
      formulas: leComptoir.catalogue.formulas.map((formula) => ({ ...formula, media_url: absolute(formula.media_url) })),
    });
    expect(platform.urls.sort()).toEqual([
      'https://api.example.test/api_click_and_collect/v7/le-comptoir/allergens',
      'https://api.example.test/api_click_and_collect/v7/le-comptoir/product_options',
      'https://api.example.test/api_click_and_collect/v7/le-comptoir/products',
    ]);
  });

  it('security: a picture URL with another scheme than http(s) never reaches the page', async () => {
    const platform = new FakePlatformFetch().route((path) => {
      if (path.endsWith('/products')) {
        return json({ categories: [{ id: 1, name: 'Food' }], products: [{ id: 7, name: 'Soup', price: 500, category_id: 1, image_url: 'javascript:alert(1)' }] });
      }
      if (path.endsWith('/product_options')) return json({ product_options: [] });
      return json({ allergens: [] });
    });
    expect((await aGateway(platform).loadCatalogue('x')).products[0]?.image_url).toBeNull();
  });

  it('browsing 3: fills what a product leaves out with the spec defaults', async () => {
    const platform = new FakePlatformFetch().route((path) => {
      if (path.endsWith('/products')) return json({ categories: [{ id: 1, name: 'Food' }], products: [{ id: 7, name: 'Soup', price: 500, category_id: 1 }] });
      if (path.endsWith('/product_options')) return json({ product_options: [] });
      return json({ allergens: [] });
    });
    const catalogue = await aGateway(platform).loadCatalogue('bistro-1');
    expect(catalogue.products[0]).toEqual({
      id: 7,
      name: 'Soup',
      description: '',
      price: 500,
      originPrice: null,
      category_id: 1,
      visible: true,
      unavailable: false,
      preOrderWhenUnavailable: false,
      isMenuOnly: false,
      availability_dates: null,
      type: 'product',
      product_type: 0,
      position: 0,
      allergen_ids: [],
      product_option_ids: [],
      preparation_time: 0,
      image_url: null,
      stock: null,
      consultative: false,
      selectionType: null,
      limit: null,
      current: 0,
    });
    expect(catalogue.categories[0]).toEqual({ id: 1, name: 'Food', description: '', position: 0, product_type: 0, categories: [], limit: null, current: 0 });
    expect(catalogue.formulas).toEqual([]);
  });

  it('a product without a price is a malformed_response naming products.{index}.price', async () => {
    const platform = new FakePlatformFetch().route((path) => {
      if (path.endsWith('/products')) return json({ categories: [], products: [{ id: 7, name: 'Soup', category_id: 1 }] });
      return leComptoirCatalogue(path);
    });
    await expect(aGateway(platform).loadCatalogue('bistro-1')).rejects.toMatchObject({
      kind: 'malformed_response',
      message: expect.stringMatching(/^products: products\.0\.price: /),
    });
  });

  it('browsing 9: an allergen id beyond 14 is a malformed_response', async () => {
    const platform = new FakePlatformFetch().route((path) => (path.endsWith('/allergens') ? json({ allergens: [{ id: 15, name: 'Other' }] }) : leComptoirCatalogue(path)));
    await expect(aGateway(platform).loadCatalogue('le-comptoir')).rejects.toMatchObject({
      kind: 'malformed_response',
      message: expect.stringMatching(/^allergens: allergens\.0\.id: /),
    });
  });

  it('one of the three calls answering 404 makes the catalogue not_found', async () => {
    const platform = new FakePlatformFetch().route((path) => (path.endsWith('/product_options') ? json({ error: 'not_found', message: 'gone' }, 404) : leComptoirCatalogue(path)));
    await expect(aGateway(platform).loadCatalogue('le-comptoir')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('HttpCatalogueGateway: home and about fields (browsing 2.2, 3)', () => {
  it('reads opening_hours, forced_home_category and selectionType; a weekday or a time it cannot read is malformed', async () => {
    const hours = [{ day: 2, open: '12:00', close: '14:30' }];
    const settings = await aGateway(new FakePlatformFetch().answer(json({ ...minimalSettings, opening_hours: hours, forced_home_category: 6600 }))).loadSettings('bistro-1');
    expect([settings.opening_hours, settings.forced_home_category]).toEqual([hours, 6600]);
    for (const [path, wrong] of [
      ['opening_hours.0.day', [{ day: 8, open: '12:00', close: '14:30' }]],
      ['opening_hours.0.close', [{ day: 1, open: '12:00', close: '25:00' }]],
    ] as const) {
      await expect(aGateway(new FakePlatformFetch().answer(json({ ...minimalSettings, opening_hours: wrong }))).loadSettings('bistro-1')).rejects.toMatchObject({
        kind: 'malformed_response',
        message: expect.stringContaining(path),
      });
    }
  });

  it('a selectionType this storefront does not know puts the product in no home block', async () => {
    const platform = new FakePlatformFetch().route((path) => {
      if (path.endsWith('/products'))
        return json({ categories: [{ id: 1, name: 'Food' }], products: [{ id: 7, name: 'Soup', price: 500, category_id: 1, selectionType: 'accueil' }, { id: 8, name: 'Tea', price: 300, category_id: 1, selectionType: 'promo' }] });
      if (path.endsWith('/product_options')) return json({ product_options: [] });
      return json({ allergens: [] });
    });
    const { products } = await aGateway(platform).loadCatalogue('bistro-1');
    expect(products.map((product) => product.selectionType)).toEqual(['accueil', null]);
  });
});
