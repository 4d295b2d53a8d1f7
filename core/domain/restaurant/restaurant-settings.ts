import type { GeoPoint } from './geo-point';
import type { LocalizedText } from '../locale/localized-text';
import type { OrderTypeSettings, PaymentProviderEntry } from '../order-type/order-type';
import type { OpeningPeriod, SpecificOpeningDay } from './opening-hours';
import type { DesktopMenuLayout, MobileMenuLayout } from '../catalogue/menu-layout';
import type { PublicityBanner } from '../catalogue/menu-banner';
import type { ProductCountLimit } from '../basket/basket-limits';
import type { GroupSettings } from '../group/group-settings';
import type { TermsInfo } from '../legal/terms-info';
import type { AsapLabel } from '../schedule/time-slot-settings';
import type { CheckoutInputOption, CheckoutQuestion } from '../checkout/checkout-questions';
import type { RestaurantId } from './restaurant-id';
import type { SauceSettings } from './sauce-settings';

export type { RestaurantId } from './restaurant-id';

/** Which client infos an order must carry (checkout 3: cmd_required_infos). */
export interface RequiredClientInfos {
  readonly full_name: boolean;
  readonly first_name: boolean;
  readonly last_name: boolean;
  readonly email: boolean;
  readonly phone: boolean;
}

/**
 * Restaurant infos (browsing 3, checkout 3). Field names follow the platform's so that the spec reads
 * straight onto the code; only the fields this storefront uses are listed.
 */
export interface RestaurantSettings {
  readonly id: RestaurantId;
  /**
   * browsing 2.1, checkout 7 (ours: a setting, never an id in code): the long hashed id the storefront's
   * addresses use instead of `id` (hashed-restaurant-path.ts); null: the short id stays.
   */
  readonly hashed_id?: string | null;
  readonly restaurant_name: string;
  readonly typology: 'restaurant' | 'hotel';
  /** ISO 4217 code, e.g. EUR. */
  readonly currency: string;
  /** IANA zone; checkout 3 default Europe/Paris. */
  readonly timezone: string;
  /** Default country for phone numbers (accounts 9). */
  readonly phoneRegion: string;
  readonly phone: string;
  readonly address_street: string;
  readonly address_zip_code: string;
  readonly address_city: string;
  readonly logo_url: string | null;
  readonly banner: { readonly image: string | null; readonly imageMobile: string | null };
  readonly config: {
    readonly primary_color: string;
    /** browsing 9: default 2. */
    readonly nb_decimal_price: number;
    readonly hide_footer: boolean;
    /** browsing 3: the banner's title and subtitle shown over its picture; absent means shown (banner-text.ts). */
    readonly display_text_on_banner?: boolean;
    /** browsing 2.2: the home proposes a formula when the basket's dishes would make one. */
    readonly hasMenuMatching: boolean;
    // --- menu (issue 6, browsing 2.3 and 3): layouts by device, drawers closed at first, side navigation.
    readonly desktop_layout: DesktopMenuLayout;
    readonly mobile_layout: MobileMenuLayout;
    readonly drawers_closeByDefault: boolean;
    readonly desktop_subcategory_side_nav: boolean;
    /** Ours (checkout 2, "the hub inside a drawer"): on a wide screen the basket opens the checkout in a drawer over the menu. */
    readonly checkout_in_drawer?: boolean;
    /** Ours (checkout 2: the tracking address block's map is "hidden for one specific restaurant"): no map on its tracking page. */
    readonly hide_tracking_map?: boolean;
    /** browsing 2.5: the hub's 'view_menu' link, "a fixed external link for certain configured establishments, otherwise hidden". */
    readonly hub_menu_url?: string | null;
    /** Ours (issue 19; checkout 5: "The email field is hidden for one specific restaurant"): no e-mail field at checkout. */
    readonly hide_email_field?: boolean;
  };
  readonly restaurant_translations: {
    readonly cc_title: LocalizedText;
    readonly cc_subtitle: LocalizedText;
    /** browsing 8: shown instead of product_victim_success for an unavailable product. */
    readonly unavailable_text: LocalizedText | null;
    /** checkout 3: the newsletter checkbox's own text; absent or null: the storefront's subscribe_to_newsletter. */
    readonly subscribe_to_newsletter_text?: LocalizedText | null;
    /** checkout 3: the label of paying on the spot, instead of the storefront's (checkout own-payment-label). */
    readonly cc_label_on_site_payment?: LocalizedText | null;
    /** checkout 3: the label of paying on delivery, on a delivery order. */
    readonly cc_label_delivery_payment?: LocalizedText | null;
  };
  readonly restaurant_languages: readonly string[];
  readonly cc_home_page: boolean;
  readonly is_room_directory: boolean;
  readonly is_linker: boolean;
  readonly is_closed: boolean;
  /** checkout 3: information shown once per visit in a dialog on arrival at the menu (global-popup.ts). */
  readonly cc_global_popup_info?: LocalizedText | null;
  /** checkout 3: the restaurant's message shown with the closed notice while it is closed (closed-restaurant.ts). */
  readonly open_closure_message?: LocalizedText | null;
  readonly orderTypes: readonly OrderTypeSettings[];
  /** Ours (issue 19, checkout 4): the restaurant's own providers; the first available pays online an order type that lists none. */
  readonly payment_providers?: readonly PaymentProviderEntry[];
  readonly cmd_required_infos: {
    readonly client_info: RequiredClientInfos;
    readonly room_number: boolean;
    readonly table_number: boolean;
  };
  /** checkout 3: display order numbers with a prefix. */
  readonly useDisplayOrderNumber: boolean;
  readonly prefix: string;
  /** accounts 3, restaurant infos of the receipt (absent or '': not printed); tvaMail is the VAT number. */
  readonly contact_email?: string;
  readonly siret?: string;
  readonly tvaMail?: string;
  /** checkout 3: the customer may ask for a receipt by e-mail once the order is placed. */
  readonly ask_mail_for_receipt: boolean;
  /** checkout 3 subscribe_newsletter: the checkout offers the restaurant's newsletter (opt_in_promotions). */
  readonly subscribe_newsletter?: boolean;
  /** Ours: where the restaurant is, for the maps (checkout 2 address block, browsing 2.3 about page). */
  readonly location: GeoPoint | null;
  /**
   * browsing 2.2: "one specific establishment is always sent to /menu/6600" becomes this setting: the
   * category the home always sends to, or null (ARCHITECTURE: never a hard-coded restaurant id).
   */
  readonly forced_home_category: number | null;
  /** browsing 3 and checkout 3: the weekly opening hours, in the restaurant's time zone. */
  readonly opening_hours: readonly OpeningPeriod[];
  /** checkout 3: a date's own hours over its weekday's (a holiday closed, other hours one day); opening-hours.ts. */
  readonly specific_opening_hours?: readonly SpecificOpeningDay[];
  // --- menu (issue 6, browsing 3 and 9): product display mode (null means 1, vertical) and the promotional banner.
  readonly cc_product_display: number;
  readonly publicityBanner: PublicityBanner;
  // --- room directory (browsing 2.2, 2.9, 2.10) ---
  /** browsing 2.9 and 2.10: 2 sends the v1 directory to the v2 one (/roomdirectoryV2), and v2 to v1 otherwise. */
  readonly room_directory_version: 1 | 2;
  // --- basket (issue 6) ---
  /** browsing 5: the order's total product count limit (null: none) and the units already counted. */
  readonly total_products_limit: ProductCountLimit;
  /** browsing 4: consultative mode: the menu is shown for information and nothing can be ordered ... */
  readonly consultative: boolean;
  /** ... unless the basket is allowed in consultative mode. */
  readonly allow_basket_in_consultative: boolean;
  /** browsing 6: the customer may share their basket as a link. */
  readonly shareCartWebapp: boolean;
  /** browsing 6: a shared basket's link opens the basket (a=1) instead of going to checkout. */
  readonly allowAccessCartInSharedCart: boolean;
  // --- group of restaurants (issue 6, browsing 2.4, 3, 4, 9) ---
  /** browsing 3 "Establishment (multi-outlet)": set when this establishment is a group of restaurants. */
  readonly multi_establishment: GroupSettings | null;
  // --- terms of sale (issue 7, accounts 2 and 3): the company data of the terms page, or null (no_cgv).
  readonly terms: TermsInfo | null;
  /** accounts 3 (issue 8, feedback): notation_network, rating network name (lowercase) to link; `google` is the review link. */
  readonly notation_network?: Readonly<Record<string, string>>;
  // --- time selection (issue 7, checkout 3, 4 and 5) ---
  /** checkout 3: default_preparation_time, minutes added to now before the first slot. */
  readonly default_preparation_time: number;
  /** checkout 5: the asap slot's label ('now', or 'in fifteen minutes' for some establishments). */
  readonly asap_label: AsapLabel;
  // --- checkout hub (issue 7, checkout 3 and 5) ---
  /** checkout 3: the comment field is offered (ours: default true). */
  readonly ask_comment_order: boolean;
  /** checkout 5: the number of guests (cutlery) is asked, and then mandatory. */
  readonly ask_cutlery: boolean;
  /** checkout 9 (issue 19): chopsticks asked (1 to 6, default 0), "one specific restaurant only": ours, a setting. */
  readonly ask_chopsticks: boolean;
  /** checkout 3 sauce.active (issue 19): the sauces offered in the comments-and-options step. */
  readonly sauce: SauceSettings;
  /** checkout 3: the customer may add a tip. */
  readonly have_tip: boolean;
  /** checkout 3 ask_promo (issue 18): the summary and payment step offers a promo code field. */
  readonly ask_promo: boolean;
  /**
   * Ours (issue 18; the spec names no setting): the establishment runs a loyalty programme, so the summary and
   * payment step offers to connect a card or a phone. Without it, every customer would be offered a programme
   * that does not exist and told 'unknown card'.
   */
  readonly ask_loyalty: boolean;
  readonly questions: readonly CheckoutQuestion[];
  readonly checkout_input_options: readonly CheckoutInputOption[];
  /** checkout 5 "only-online restaurants": paying on the spot is refused. */
  readonly online_payment_only: boolean;
  /**
   * checkout 2 and 3: the in-house pay feature (tastypay flag): the payment step is removed, and a table
   * pays its bill afterwards (pay-the-table: GET /v1/table/currentTransaction).
   */
  readonly tastypay: boolean;
  /** checkout 5: checkout is blocked in room mode, or in scan (table) mode, when set. */
  readonly room_is_basket_blocked: boolean;
  readonly scan_is_basket_blocked: boolean;
  // --- customer accounts (issue 8, accounts 1 and 3) ---
  /** accounts 1: customer accounts (login, register, dashboard) exist only when enabled. */
  readonly enable_client_account: boolean;
  /**
   * accounts 2: the presenter screens of an ice-cream shop (ours: settings instead of ids in code); null: none.
   * As sent: the presenter reads it (presenter/presenter-settings-reader.ts), the menu never does.
   */
  readonly presenter?: unknown;
}

export const DEFAULT_TIMEZONE = 'Europe/Paris';
export const DEFAULT_DECIMALS = 2;
