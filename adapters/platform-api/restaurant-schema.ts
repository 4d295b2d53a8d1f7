import * as v from 'valibot';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { DEFAULT_DECIMALS, DEFAULT_TIMEZONE } from '../../core/domain/restaurant/restaurant-settings';
import { TIME_OF_DAY, WEEKDAYS } from '../../core/domain/restaurant/opening-hours';
import { cents, id, localizedText } from './catalogue-schemas';
import { DEFAULT_DESKTOP_MENU_LAYOUT, DEFAULT_MOBILE_MENU_LAYOUT, DESKTOP_MENU_LAYOUTS, MOBILE_MENU_LAYOUTS } from '../../core/domain/catalogue/menu-layout';
import { DESKTOP_BANNER_LAYOUTS, MOBILE_BANNER_LAYOUTS, NO_PUBLICITY_BANNER } from '../../core/domain/catalogue/menu-banner';

const provider = v.object({
  provider_id: id,
  provider_name: v.string(),
  type: v.picklist(['ONLINE', 'ONSPOT']),
  disabled: v.optional(v.boolean(), false),
  payment_types: v.optional(v.array(v.object({ payment_type_id: id, payment_type_name: v.string() })), []),
  minimum: v.optional(cents),
});

const orderType = v.object({
  id: v.picklist(ORDER_TYPE_IDS),
  minimumPrice: v.optional(cents, 0),
  deliveryCost: v.optional(cents, 0),
  deliveryCostActive: v.optional(v.boolean(), false),
  deliveryOffered: v.optional(v.nullable(cents), null),
  pre_order: v.optional(v.boolean(), false),
  is_collect_now: v.optional(v.boolean(), true),
  order_type_providers: v.optional(v.array(provider), []),
});

const flag = v.optional(v.boolean(), false);
/** A count of units: a whole number, 0 or more. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.optional(v.string(), '');

/** A CSS colour we are willing to put in a style: #rgb or #rrggbb. Anything else falls back. */
const cssColour = v.pipe(v.string(), v.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i));

/** An IANA time zone the runtime knows (Intl refuses others), else the spec's default Europe/Paris. */
const ianaZone = v.pipe(
  v.string(),
  v.check((zone) => {
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

/** browsing 3 and checkout 3: restaurant infos, with the spec's defaults. */
export const restaurantSettings = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  restaurant_name: v.string(),
  typology: v.optional(v.picklist(['restaurant', 'hotel']), 'restaurant'),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), 'EUR'),
  timezone: v.optional(v.fallback(ianaZone, DEFAULT_TIMEZONE), DEFAULT_TIMEZONE),
  phoneRegion: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), 'FR'),
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
    hasMenuMatching: flag,
    // --- menu (issue 6, browsing 2.3): layouts by device, drawers closed at first, side navigation.
    desktop_layout: v.optional(v.picklist(DESKTOP_MENU_LAYOUTS), DEFAULT_DESKTOP_MENU_LAYOUT),
    mobile_layout: v.optional(v.picklist(MOBILE_MENU_LAYOUTS), DEFAULT_MOBILE_MENU_LAYOUT),
    drawers_closeByDefault: flag,
    desktop_subcategory_side_nav: flag,
  }),
  restaurant_translations: v.optional(
    v.object({
      cc_title: v.optional(localizedText, ''),
      cc_subtitle: v.optional(localizedText, ''),
      unavailable_text: v.optional(v.nullable(localizedText), null),
    }),
    { cc_title: '', cc_subtitle: '', unavailable_text: null },
  ),
  restaurant_languages: v.optional(v.array(v.string()), ['fr']),
  cc_home_page: flag,
  is_room_directory: flag,
  is_linker: flag,
  is_closed: flag,
  orderTypes: v.array(orderType),
  cmd_required_infos: v.object({
    client_info: v.object({ full_name: flag, first_name: flag, last_name: flag, email: flag, phone: flag }),
    room_number: flag,
    table_number: flag,
  }),
  useDisplayOrderNumber: flag,
  prefix: text,
  forced_home_category: v.optional(v.nullable(id), null),
  opening_hours: v.optional(v.array(openingPeriod), []),
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
});

export const restaurantSchemaMatches = (parsed: v.InferOutput<typeof restaurantSettings>): RestaurantSettings => parsed;
