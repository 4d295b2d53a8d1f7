import * as v from 'valibot';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { DEFAULT_DECIMALS, DEFAULT_TIMEZONE } from '../../core/domain/restaurant/restaurant-settings';
import { TIME_OF_DAY, WEEKDAYS } from '../../core/domain/restaurant/opening-hours';
import { cents, id, localizedText } from './catalogue-schemas';
import { ORDER_LIMITS } from '../../core/domain/order/order-limits';
import { DEFAULT_DESKTOP_MENU_LAYOUT, DEFAULT_MOBILE_MENU_LAYOUT, DESKTOP_MENU_LAYOUTS, MOBILE_MENU_LAYOUTS } from '../../core/domain/catalogue/menu-layout';
import { DESKTOP_BANNER_LAYOUTS, MOBILE_BANNER_LAYOUTS, NO_PUBLICITY_BANNER } from '../../core/domain/catalogue/menu-banner';
import { NO_SAUCES } from '../../core/domain/restaurant/sauce-settings';

// Issue 22.13: a provider's and a payment type's names may be given per language, as any text of the file.
const provider = v.object({
  provider_id: id,
  provider_name: localizedText,
  type: v.picklist(['ONLINE', 'ONSPOT']),
  disabled: v.optional(v.boolean(), false),
  payment_types: v.optional(v.array(v.object({ payment_type_id: id, payment_type_name: localizedText })), []),
  minimum: v.optional(cents),
});

/** checkout 3 timeSlots (ours: weekly slots in the restaurant's zone, with the orders each holds). */
const timeSlot = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  days: v.pipe(v.array(v.picklist(WEEKDAYS)), v.minLength(1)),
  start: v.pipe(v.string(), v.regex(TIME_OF_DAY, 'a time of day such as 09:30')),
  end: v.optional(v.nullable(v.pipe(v.string(), v.regex(TIME_OF_DAY, 'a time of day such as 09:30'))), null),
  visible: v.optional(v.boolean(), true),
  max_orders: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const orderType = v.object({
  id: v.picklist(ORDER_TYPE_IDS),
  minimumPrice: v.optional(cents, 0),
  deliveryCost: v.optional(cents, 0),
  deliveryCostActive: v.optional(v.boolean(), false),
  deliveryOffered: v.optional(v.nullable(cents), null),
  pre_order: v.optional(v.boolean(), false),
  is_collect_now: v.optional(v.boolean(), true),
  // checkout 3: delivery.pricing_type; checkout 5: free makes delivery free.
  delivery: v.optional(v.object({ pricing_type: v.optional(v.picklist(['fixed', 'free']), 'fixed') }), { pricing_type: 'fixed' }),
  // checkout 3 and 4: the time selection; without slots there is no time to choose.
  timeSlots: v.optional(v.array(timeSlot), []),
  long_pre_order: v.optional(v.boolean(), false),
  long_pre_order_days_number_in_advance: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60)), 0),
  time_slot_delay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  time_slot_delay_end_time: v.optional(v.nullable(v.pipe(v.string(), v.regex(TIME_OF_DAY, 'a time of day such as 09:30'))), null),
  is_without_time_slots: v.optional(v.boolean(), false),
  order_type_providers: v.optional(v.array(provider), []),
});

/**
 * accounts 3 notation_network (name to link), as an object or as browsing 3's list of { name, link };
 * read as one object keyed by lowercase name (the first of a name wins), links bounded.
 */
const notationNetwork = v.pipe(
  v.union([
    v.record(v.pipe(v.string(), v.maxLength(50)), v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
    v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.maxLength(50)), link: v.pipe(v.string(), v.maxLength(2000)) })), v.maxLength(50)),
  ]),
  v.transform((networks): Record<string, string> => {
    const entries = Array.isArray(networks) ? networks.map(({ name, link }) => [name, link] as const) : Object.entries(networks);
    const byName: Record<string, string> = {};
    for (const [name, link] of entries) {
      const key = name.trim().toLowerCase();
      if (link && !(key in byName)) byName[key] = link;
    }
    return byName;
  }),
);

const flag = v.optional(v.boolean(), false);
/** A count of units: a whole number, 0 or more. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.optional(v.string(), '');

/** A CSS colour we are willing to put in a style: #rgb or #rrggbb. Anything else falls back. */
const cssColour = v.pipe(v.string(), v.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i));

/**
 * Issue 17: the runtime's list of zones answers for the usual name in about 2 ms; the first Intl.DateTimeFormat with
 * a timeZone loads the zone data, 30-45 ms on a desktop, 4x that on a phone, in the task reading the restaurant.
 * Read once; the page's first time shown loads the data anyway, in a render React can cut into short tasks.
 */
let knownZones: ReadonlySet<string> | null = null;
const listedZone = (zone: string) => (knownZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])).has(zone);

/** An IANA time zone the runtime knows (Intl refuses others), else the spec's default Europe/Paris. */
const ianaZone = v.pipe(
  v.string(),
  v.check((zone) => {
    // A name the list does not hold (an alias, another case) may still be one Intl takes: asked as before.
    if (listedZone(zone)) return true;
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }),
);

/** browsing 3: opening_hours, one period of one weekday (1 Monday to 7 Sunday), "HH:mm" local times. */
const timeOfDay = v.pipe(v.string(), v.regex(TIME_OF_DAY, 'a time of day such as 09:30'));
const openingPeriod = v.object({ day: v.picklist(WEEKDAYS), open: timeOfDay, close: timeOfDay });
/** checkout 3 specific_opening_hours (shape ours): a date's own periods, none for closed; a year of them at most. */
const specificOpeningDay = v.object({
  date: v.pipe(v.string(), v.isoDate('a date such as 2026-12-25')),
  periods: v.pipe(v.array(v.object({ open: timeOfDay, close: timeOfDay })), v.maxLength(8, 'at most 8 periods a day')),
});

/** browsing 3 "Establishment (multi-outlet)": a group's children and home texts, with defaults. */
const groupSettings = v.object({
  title: v.optional(localizedText, ''),
  sub_title: v.optional(localizedText, ''),
  question: v.optional(localizedText, ''),
  tuto_title: v.optional(localizedText, ''),
  tuto_steps: v.optional(v.array(localizedText), []),
  positionChildRandom: flag,
  childrens: v.optional(
    v.array(
      v.object({
        restaurant_token: v.pipe(v.string(), v.minLength(1)),
        visible: v.optional(v.boolean(), true),
        position: v.optional(v.number(), 0),
        big: flag,
      }),
    ),
    [],
  ),
});

/** An http(s) address or nothing: it becomes a link (accounts 3 custom_cgv_url, browsing 2.5 hub_menu_url). */
const linkAddress = v.optional(v.nullable(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'an http(s) address'))), null);

/** accounts 3: terms info; custom_cgv_url is an http(s) address or nothing (it becomes a link). */
const termsInfo = v.object({
  cc_url: text,
  company_name: text,
  social_capital: text,
  company_headquarters: text,
  trade_and_companies_register_name: text,
  trade_and_companies_register_number: text,
  tva_number: text,
  custom_cgv_url: linkAddress,
});

/** checkout 3: a restaurant question; its names are sent back in the order, so they are bounded like the order's. */
const questionText = v.pipe(localizedText, v.check((text) => (typeof text === 'string' ? [text] : Object.values(text)).every((value) => value.length <= ORDER_LIMITS.text.question), 'at most 200 characters'));
const checkoutQuestion = v.object({
  id,
  name: questionText,
  mandatory: flag,
  multiple: flag,
  answers: v.pipe(v.array(v.object({ id, name: questionText })), v.minLength(1), v.maxLength(ORDER_LIMITS.answersPerQuestion)),
});
/** checkout 3: checkout_input_options (radio, select or checkbox), with our mandatory flag. */
const checkoutInputOption = v.object({
  id,
  type: v.picklist(['radio', 'select', 'checkbox']),
  name: questionText,
  mandatory: flag,
  items: v.pipe(
    v.array(v.object({ value: v.pipe(v.string(), v.minLength(1), v.maxLength(ORDER_LIMITS.text.shortId)), name: questionText })),
    v.minLength(1),
    v.maxLength(ORDER_LIMITS.answersPerQuestion),
  ),
});

/** browsing 3 and checkout 3: restaurant infos, with the spec's defaults. */
export const restaurantSettings = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  // browsing 2.1, checkout 7: the hashed id the addresses use; a malformed one is dropped, not followed.
  hashed_id: v.optional(v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{24,128}$/))), null), null),
  restaurant_name: v.string(),
  typology: v.optional(v.picklist(['restaurant', 'hotel']), 'restaurant'),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a currency code such as EUR')), 'EUR'),
  timezone: v.optional(v.fallback(ianaZone, DEFAULT_TIMEZONE), DEFAULT_TIMEZONE),
  phoneRegion: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'a country code such as FR')), 'FR'),
  phone: text,
  address_street: text,
  address_zip_code: text,
  address_city: text,
  logo_url: v.optional(v.nullable(v.string()), null),
  banner: v.optional(v.object({ image: v.optional(v.nullable(v.string()), null), imageMobile: v.optional(v.nullable(v.string()), null) }), {
    image: null,
    imageMobile: null,
  }),
  config: v.object({
    primary_color: v.optional(v.fallback(cssColour, '#1f2937'), '#1f2937'),
    nb_decimal_price: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), DEFAULT_DECIMALS),
    hide_footer: flag,
    // browsing 3: no default in the spec; absent stays absent and means shown (core/domain/restaurant/banner-text.ts).
    display_text_on_banner: v.optional(v.boolean()),
    hasMenuMatching: flag,
    // --- menu (issue 6, browsing 2.3): layouts by device, drawers closed at first, side navigation.
    desktop_layout: v.optional(v.picklist(DESKTOP_MENU_LAYOUTS), DEFAULT_DESKTOP_MENU_LAYOUT),
    mobile_layout: v.optional(v.picklist(MOBILE_MENU_LAYOUTS), DEFAULT_MOBILE_MENU_LAYOUT),
    drawers_closeByDefault: flag,
    desktop_subcategory_side_nav: flag,
    // Ours (checkout 2): the checkout hub in a drawer over the menu, on a wide screen.
    checkout_in_drawer: flag,
    // Ours (checkout 2): the tracking page's address block without its map, for the restaurant that asks.
    hide_tracking_map: flag,
    // browsing 2.5: the hub's view_menu link, an external http(s) address set for the establishments that have one.
    hub_menu_url: linkAddress,
    // Ours (issue 19, checkout 5): the checkout without its e-mail field, for the restaurant that asks.
    hide_email_field: flag,
  }),
  restaurant_translations: v.optional(
    v.object({
      cc_title: v.optional(localizedText, ''),
      cc_subtitle: v.optional(localizedText, ''),
      unavailable_text: v.optional(v.nullable(localizedText), null),
      subscribe_to_newsletter_text: v.optional(v.nullable(localizedText), null),
      // checkout 3: the restaurant's own words for paying on the spot, and on delivery (core own-payment-label).
      cc_label_on_site_payment: v.optional(v.nullable(localizedText), null),
      cc_label_delivery_payment: v.optional(v.nullable(localizedText), null),
    }),
    { cc_title: '', cc_subtitle: '', unavailable_text: null },
  ),
  restaurant_languages: v.optional(v.array(v.string()), ['fr']),
  cc_home_page: flag,
  is_room_directory: flag,
  is_linker: flag,
  is_closed: flag,
  // checkout 3: the message shown with the closed notice (core closureMessage makes it plain and bounded).
  open_closure_message: v.optional(v.nullable(localizedText), null),
  // checkout 3: the information dialog on arrival at the menu, text or HTML (core global-popup, ui/menu sanitises).
  cc_global_popup_info: v.optional(v.nullable(localizedText), null),
  orderTypes: v.array(orderType),
  // Ours (issue 19, checkout 4): the restaurant's providers; an order type listing none is paid online with the first.
  payment_providers: v.optional(v.array(provider), []),
  cmd_required_infos: v.object({
    client_info: v.object({ full_name: flag, first_name: flag, last_name: flag, email: flag, phone: flag }),
    room_number: flag,
    table_number: flag,
  }),
  useDisplayOrderNumber: flag,
  prefix: text,
  // accounts 3, restaurant infos of the PDF receipt: the business's e-mail, SIRET and VAT number (tvaMail).
  contact_email: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  siret: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  tvaMail: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  ask_mail_for_receipt: flag,
  subscribe_newsletter: flag,
  // Ours: the spec's maps (tracking address block, store locator) need the restaurant's position, which
  // its restaurant info does not list; null draws no map.
  location: v.optional(
    v.nullable(v.object({ latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)) })),
    null,
  ),
  forced_home_category: v.optional(v.nullable(id), null),
  opening_hours: v.optional(v.array(openingPeriod), []),
  specific_opening_hours: v.optional(v.pipe(v.array(specificOpeningDay), v.maxLength(366, 'at most a year of dates')), []),
  // --- menu (issue 6, browsing 3 and 9): cc_product_display null means 1 (vertical); the promotional banner.
  cc_product_display: v.optional(v.pipe(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), v.transform((mode) => mode ?? 1)), 1),
  publicityBanner: v.optional(
    v.object({
      visible: flag,
      layoutMobile: v.optional(v.picklist(MOBILE_BANNER_LAYOUTS), 'top'),
      layoutDesktop: v.optional(v.picklist(DESKTOP_BANNER_LAYOUTS), 'top'),
      mediaBanner: v.optional(v.array(v.object({ image: v.pipe(v.string(), v.minLength(1)), link: v.optional(v.nullable(v.string()), null) })), []),
    }),
    NO_PUBLICITY_BANNER,
  ),
  // --- room directory (browsing 2.2, 2.9, 2.10) ---
  room_directory_version: v.optional(v.picklist([1, 2]), 1),
  // --- basket (issue 6) ---
  total_products_limit: v.optional(v.object({ limit: v.nullable(count), current: v.optional(count, 0) }), { limit: null, current: 0 }),
  consultative: flag,
  allow_basket_in_consultative: flag,
  shareCartWebapp: flag,
  allowAccessCartInSharedCart: flag,
  // --- group of restaurants (issue 6, browsing 3): the multi-outlet block, null when not a group.
  multi_establishment: v.optional(v.nullable(groupSettings), null),
  terms: v.optional(v.nullable(termsInfo), null),
  // --- feedback (issue 8, accounts 3): notation_network.google is the review link.
  notation_network: v.optional(notationNetwork, {}),
  default_preparation_time: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 60)), 0),
  asap_label: v.optional(v.picklist(['now', 'in_fifteen_minutes']), 'now'),
  // --- checkout hub (issue 7, checkout 3 and 5) ---
  ask_comment_order: v.optional(v.boolean(), true),
  ask_cutlery: flag,
  // Ours (issue 19): checkout 9 chopsticks (1 to 6) "for one specific restaurant only", and checkout 3 sauce.active
  // with the sauces it offers (the spec shows no list), in the comments-and-options step.
  ask_chopsticks: flag,
  sauce: v.optional(
    v.object({
      active: flag,
      items: v.optional(v.pipe(v.array(v.object({ id, name: questionText })), v.maxLength(ORDER_LIMITS.answersPerQuestion)), []),
    }),
    NO_SAUCES,
  ),
  have_tip: flag,
  ask_promo: flag,
  ask_loyalty: flag,
  questions: v.optional(v.pipe(v.array(checkoutQuestion), v.maxLength(ORDER_LIMITS.questions)), []),
  checkout_input_options: v.optional(v.pipe(v.array(checkoutInputOption), v.maxLength(ORDER_LIMITS.questions)), []),
  online_payment_only: flag,
  tastypay: flag,
  room_is_basket_blocked: flag,
  scan_is_basket_blocked: flag,
  // --- customer accounts (issue 8, accounts 1) ---
  enable_client_account: flag,
  // --- presenter screen (issue 19, accounts 2): ours, the shop's screens instead of the spec's hard-coded ids.
  // Read by the presenter's own chunk (core readPresenterSettings), so the menu's first visit carries none of
  // its rules; an establishment file checks it strictly (presenter-schema.ts).
  presenter: v.optional(v.unknown(), null),
});

export const restaurantSchemaMatches = (parsed: v.InferOutput<typeof restaurantSettings>): RestaurantSettings => parsed;
