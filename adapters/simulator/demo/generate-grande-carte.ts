/**
 * Generates La Grande Carte (establishments/grande-carte.json): 2,000 products in 150 categories on
 * three levels, with options, for the performance work on long menus. The same file on every run: the
 * names come from fixed lists and the choices from a seeded generator.
 *
 *   npm run demo:grande-carte
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Allergen, Category, Product, ProductOption } from '../../../core/domain/catalogue/catalogue';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { EstablishmentData } from '../establishments/establishment-data';
import * as v from 'valibot';
import { restaurantSettings } from '../../platform-api/restaurant-schema';

export const GRANDE_CARTE_FILE = fileURLToPath(new URL('./establishments/grande-carte.json', import.meta.url));
const PRODUCTS = 2_000;

type Text = { readonly fr: string; readonly en: string };
const text = (fr: string, en: string): Text => ({ fr, en });

/** Six sections, four families each, five kinds each: 6 + 24 + 120 = 150 categories. */
const SECTIONS: readonly Text[] = [text('Entrées', 'Starters'), text('Plats', 'Mains'), text('Pizzas & pâtes', 'Pizzas & pasta'), text('Desserts', 'Desserts'), text('Boissons', 'Drinks'), text('Épicerie fine', 'Deli')];
const FAMILIES: readonly Text[] = [text('Classiques', 'Classics'), text('De saison', 'Seasonal'), text('Du monde', 'World'), text('Végétal', 'Plant-based')];
const KINDS: readonly Text[] = [text('Chauds', 'Hot'), text('Froids', 'Cold'), text('À partager', 'To share'), text('Signature', 'Signature'), text('Petits formats', 'Small plates')];
const BASES: readonly Text[] = [
  text('Velouté', 'Soup'), text('Salade', 'Salad'), text('Tartine', 'Toast'), text('Risotto', 'Risotto'), text('Curry', 'Curry'),
  text('Burger', 'Burger'), text('Tarte', 'Tart'), text('Gratin', 'Gratin'), text('Poêlée', 'Pan-fry'), text('Brochette', 'Skewer'),
  text('Bowl', 'Bowl'), text('Wrap', 'Wrap'), text('Gnocchi', 'Gnocchi'), text('Crumble', 'Crumble'), text('Limonade', 'Lemonade'), text('Infusion', 'Herbal tea'),
];
const FLAVOURS: readonly Text[] = [
  text('aux cèpes', 'with porcini'), text('au chèvre', "with goat's cheese"), text('à la truffe', 'with truffle'), text('au citron', 'with lemon'),
  text('aux légumes racines', 'with root vegetables'), text('au curry doux', 'with mild curry'), text('au pesto', 'with pesto'), text('au saumon fumé', 'with smoked salmon'),
  text('à la tomate', 'with tomato'), text('aux herbes', 'with herbs'), text('au miel', 'with honey'), text('aux noisettes', 'with hazelnuts'), text('au gingembre', 'with ginger'),
];
const PICTURES = ['soup', 'salad', 'breakfast', 'risotto', 'curry', 'burger', 'dessert', 'fish', 'steak', 'egg', 'burrata', 'drink', 'coffee', 'wine'];

/** mulberry32: repeatable choices from a seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The room-directory and basket settings are left to their defaults (restaurant-schema.ts), so the
// committed file stays as it was: this restaurant has no directory, no limit, no shared basket.
type Defaulted = 'room_directory_version' | 'total_products_limit' | 'consultative' | 'allow_basket_in_consultative' | 'shareCartWebapp' | 'allowAccessCartInSharedCart' | 'multi_establishment' | 'ask_mail_for_receipt' | 'location' | 'tastypay' | 'terms' | 'default_preparation_time' | 'asap_label' | 'ask_chopsticks' | 'sauce'
  // checkout hub (issue 7): no questions, options, cutlery or tips on this menu.
  | 'ask_comment_order' | 'ask_cutlery' | 'have_tip' | 'ask_promo' | 'ask_loyalty' | 'questions' | 'checkout_input_options' | 'online_payment_only' | 'room_is_basket_blocked' | 'scan_is_basket_blocked' | 'enable_client_account';
const settings: Omit<RestaurantSettings, Defaulted> = {
  id: 'grande-carte',
  restaurant_name: 'La Grande Carte',
  typology: 'restaurant',
  currency: 'EUR',
  timezone: 'Europe/Paris',
  phoneRegion: 'FR',
  phone: '+33145000000',
  address_street: '40 boulevard Haussmann',
  address_zip_code: '75009',
  address_city: 'Paris',
  logo_url: '/demo-assets/le-comptoir-logo.svg',
  banner: { image: '/demo-assets/le-comptoir-banner.svg', imageMobile: '/demo-assets/le-comptoir-banner.svg' },
  config: {
    primary_color: '#2f5d50',
    nb_decimal_price: 2,
    hide_footer: false,
    hasMenuMatching: false,
    // Issue 6: the long menu scrolls from its first category to its last on every device (the bench's case).
    desktop_layout: 'infinite_scroll',
    mobile_layout: 'infinite_scroll',
    drawers_closeByDefault: false,
    desktop_subcategory_side_nav: true,
  },
  restaurant_translations: {
    cc_title: text('Deux mille plats, une seule carte', 'Two thousand dishes, one menu'),
    cc_subtitle: text('La carte de démonstration des très grands menus', 'The demo menu for very long menus'),
    unavailable_text: null,
  },
  restaurant_languages: ['fr', 'en'],
  cc_home_page: false,
  is_room_directory: false,
  is_linker: false,
  is_closed: false,
  orderTypes: [
    {
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
      order_type_providers: [{ provider_id: 1, provider_name: { fr: 'Paiement au retrait', en: 'Pay at pick-up' }, type: 'ONSPOT', disabled: false, payment_types: [{ payment_type_id: 1, payment_type_name: { fr: 'Paiement au retrait', en: 'Pay at pick-up' } }] }],
    },
  ],
  cmd_required_infos: { client_info: { full_name: true, first_name: false, last_name: false, email: false, phone: true }, room_number: false, table_number: false },
  useDisplayOrderNumber: true,
  prefix: 'GC-',
  forced_home_category: null,
  // Open every day, late: the about page shows the same hours for the seven days.
  opening_hours: ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, open: '11:30', close: '23:30' })),
  cc_product_display: 2,
  publicityBanner: { visible: false, layoutMobile: 'top', layoutDesktop: 'top', mediaBanner: [] },
};

const ALLERGENS: readonly Allergen[] = [
  text('Gluten', 'Gluten'), text('Crustacés', 'Crustaceans'), text('Œufs', 'Eggs'), text('Poissons', 'Fish'), text('Arachides', 'Peanuts'), text('Soja', 'Soy'), text('Lait', 'Milk'),
  text('Fruits à coque', 'Tree nuts'), text('Céleri', 'Celery'), text('Moutarde', 'Mustard'), text('Sésame', 'Sesame'), text('Sulfites', 'Sulphites'), text('Lupin', 'Lupin'), text('Mollusques', 'Molluscs'),
].map((name, index) => ({ id: index + 1, name }));

/** Twelve options of every rule of browsing 4-5: single and multiple, mandatory, capped, extras charged. */
function options(): ProductOption[] {
  const item = (id: number, name: Text, price: number, position: number, byDefault = false) => ({ id, name, price, position, byDefault });
  const base = { multiple: false, mandatory: false, max_number: 0, additional_price: 0, additionalPriceActive: false, visible: true };
  return [
    { ...base, id: 1, name: text('Taille', 'Size'), mandatory: true, product_option_items: [item(101, text('Petite', 'Small'), 0, 1), item(102, text('Moyenne', 'Medium'), 150, 2, true), item(103, text('Grande', 'Large'), 300, 3)] },
    { ...base, id: 2, name: text('Cuisson', 'Cooking'), mandatory: true, product_option_items: [item(201, text('Saignant', 'Rare'), 0, 1), item(202, text('À point', 'Medium'), 0, 2, true), item(203, text('Bien cuit', 'Well done'), 0, 3)] },
    { ...base, id: 3, name: text('Sauces (2 offertes)', 'Sauces (2 included)'), multiple: true, max_number: 2, additional_price: 50, additionalPriceActive: true, product_option_items: [item(301, text('Mayonnaise', 'Mayonnaise'), 0, 1), item(302, text('Ketchup', 'Ketchup'), 0, 2), item(303, text('Poivre', 'Pepper'), 0, 3), item(304, text('Béarnaise', 'Béarnaise'), 0, 4)] },
    { ...base, id: 4, name: text('Suppléments (3 max.)', 'Extras (up to 3)'), multiple: true, max_number: 3, product_option_items: [item(401, text('Bacon', 'Bacon'), 200, 1), item(402, text('Cheddar', 'Cheddar'), 150, 2), item(403, text('Œuf', 'Egg'), 150, 3), item(404, text('Avocat', 'Avocado'), 200, 4), item(405, text('Oignons', 'Onions'), 100, 5)] },
    { ...base, id: 5, name: text('Accompagnement', 'Side'), mandatory: true, product_option_items: [item(501, text('Frites', 'Fries'), 0, 1, true), item(502, text('Salade', 'Salad'), 0, 2), item(503, text('Purée', 'Mash'), 100, 3)] },
    { ...base, id: 6, name: text('Pain', 'Bread'), product_option_items: [item(601, text('Blanc', 'White'), 0, 1, true), item(602, text('Complet', 'Wholemeal'), 0, 2), item(603, text('Sans gluten', 'Gluten-free'), 120, 3)] },
    { ...base, id: 7, name: text('Lait', 'Milk'), product_option_items: [item(701, text('Entier', 'Whole'), 0, 1, true), item(702, text('Avoine', 'Oat'), 40, 2), item(703, text('Soja', 'Soy'), 40, 3)] },
    { ...base, id: 8, name: text('Glaçons', 'Ice'), product_option_items: [item(801, text('Avec', 'With'), 0, 1, true), item(802, text('Sans', 'Without'), 0, 2)] },
    { ...base, id: 9, name: text('Garnitures', 'Toppings'), multiple: true, product_option_items: [item(901, text('Olives', 'Olives'), 80, 1), item(902, text('Champignons', 'Mushrooms'), 80, 2), item(903, text('Poivrons', 'Peppers'), 80, 3), item(904, text('Anchois', 'Anchovies'), 120, 4)] },
    { ...base, id: 10, name: text('Épices', 'Spice'), mandatory: true, product_option_items: [item(1001, text('Doux', 'Mild'), 0, 1, true), item(1002, text('Relevé', 'Hot'), 0, 2), item(1003, text('Très épicé', 'Very hot'), 0, 3)] },
    { ...base, id: 11, name: text('Coulis', 'Coulis'), product_option_items: [item(1101, text('Fruits rouges', 'Red berries'), 0, 1), item(1102, text('Caramel', 'Caramel'), 50, 2), item(1103, text('Chocolat', 'Chocolate'), 50, 3)] },
    { ...base, id: 12, name: text('Emballage', 'Packaging'), product_option_items: [item(1201, text('Standard', 'Standard'), 0, 1, true), item(1202, text('Coffret cadeau', 'Gift box'), 300, 2)] },
  ];
}

function categories(): { tree: Category[]; leaves: { id: number; productType: 0 | 1 }[] } {
  const leaves: { id: number; productType: 0 | 1 }[] = [];
  const tree = SECTIONS.map((section, s) => {
    const productType = section.fr === 'Boissons' ? 1 : 0;
    return {
      id: 100 * (s + 1),
      name: section,
      description: '',
      position: s + 1,
      product_type: productType,
      categories: FAMILIES.map((family, f) => ({
        id: 100 * (s + 1) + 10 * (f + 1),
        name: text(`${family.fr} · ${section.fr}`, `${family.en} · ${section.en}`),
        description: '',
        position: f + 1,
        product_type: productType,
        categories: KINDS.map((kind, k) => {
          const id = 10_000 + 100 * (s + 1) + 10 * (f + 1) + (k + 1);
          leaves.push({ id, productType });
          return { id, name: text(`${kind.fr} (${family.fr.toLowerCase()})`, `${kind.en} (${family.en.toLowerCase()})`), description: '', position: k + 1, product_type: productType, categories: [] };
        }),
      })),
    } satisfies Category;
  });
  return { tree, leaves };
}

function products(leaves: readonly { id: number; productType: 0 | 1 }[], random: () => number): Product[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: PRODUCTS }, (_, index) => {
    const leaf = leaves[index % leaves.length]!;
    const base = BASES[index % BASES.length]!;
    const flavour = FLAVOURS[Math.floor(index / BASES.length) % FLAVOURS.length]!;
    const number = Math.floor(index / (BASES.length * FLAVOURS.length)) + 1;
    const optionCount = Math.floor(random() * 4);
    const optionIds = [...new Set(Array.from({ length: optionCount }, () => 1 + Math.floor(random() * 12)))].sort((a, b) => a - b);
    const allergens = [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => 1 + Math.floor(random() * 14)))].sort((a, b) => a - b);
    return {
      id: 100_000 + index + 1,
      name: text(`${base.fr} ${flavour.fr} n° ${number}`, `${base.en} ${flavour.en} no. ${number}`),
      description: text(`Recette maison, ${flavour.fr}.`, `House recipe, ${flavour.en}.`),
      price: 350 + Math.floor(random() * 40) * 50,
      originPrice: null,
      category_id: leaf.id,
      visible: true,
      unavailable: random() < 0.02,
      type: 'product',
      product_type: leaf.productType,
      position: Math.floor(index / leaves.length) + 1,
      allergen_ids: allergens,
      product_option_ids: optionIds,
      preparation_time: 0,
      image_url: `/demo-assets/${pick(PICTURES)}.svg`,
      stock: null,
      consultative: false,
    } satisfies Product;
  });
}

export function grandeCarte(): EstablishmentData {
  const random = seeded(2_000);
  const { tree, leaves } = categories();
  // The schema fills the defaulted fields, as it does when the file is read.
  return { settings: v.parse(restaurantSettings, settings), catalogue: { categories: tree, products: products(leaves, random), options: options(), allergens: ALLERGENS, formulas: [] } };
}

/** One product (or category) per line: the file stays readable and diffs stay small. */
export function grandeCarteJson(): string {
  const { catalogue } = grandeCarte();
  const list = (items: readonly unknown[]) => `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  return [
    '{',
    `  "settings": ${JSON.stringify(settings)},`,
    '  "catalogue": {',
    `  "categories": ${list(catalogue.categories)},`,
    `  "products": ${list(catalogue.products)},`,
    `  "options": ${list(catalogue.options)},`,
    `  "allergens": ${list(catalogue.allergens)},`,
    '  "formulas": []',
    '  }',
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(GRANDE_CARTE_FILE, grandeCarteJson());
  console.log(`wrote ${GRANDE_CARTE_FILE}`);
}
