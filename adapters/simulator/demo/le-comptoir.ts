import type { Allergen } from '../../../core/domain/catalogue/catalogue';
import type { Formula } from '../../../core/domain/formula/formula';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { DemoEstablishment } from './demo-establishment';
import { category, choice, dish, euros, onSpotProvider, option, orderType } from './demo-builders';

/** A Paris bistro: categories on three levels, options with their rules, a formula, take away and delivery. */

const settings: RestaurantSettings = {
  id: 'le-comptoir',
  restaurant_name: 'Le Comptoir des Halles',
  typology: 'restaurant',
  currency: 'EUR',
  timezone: 'Europe/Paris',
  phoneRegion: 'FR',
  phone: '+33142360000',
  address_street: '12 rue Montorgueil',
  address_zip_code: '75001',
  address_city: 'Paris',
  logo_url: '/demo-assets/le-comptoir-logo.svg',
  banner: { image: '/demo-assets/le-comptoir-banner.svg', imageMobile: '/demo-assets/le-comptoir-banner.svg' },
  config: { primary_color: '#a8431f', nb_decimal_price: 2, hide_footer: false },
  restaurant_translations: {
    cc_title: { fr: 'Cuisine de bistrot, faite maison', en: 'Home-made bistro cooking' },
    cc_subtitle: { fr: 'À emporter ou livré chez vous, du mardi au dimanche', en: 'Take away or delivered, Tuesday to Sunday' },
    unavailable_text: null,
  },
  restaurant_languages: ['fr', 'en'],
  cc_home_page: false,
  is_room_directory: false,
  is_linker: false,
  is_closed: false,
  orderTypes: [
    orderType(OrderTypeId.takeAway, onSpotProvider(1, 'Paiement au retrait')),
    orderType(OrderTypeId.delivery, onSpotProvider(2, 'Paiement à la livraison'), {
      minimumPrice: euros(15),
      deliveryCost: euros(3.9),
      deliveryCostActive: true,
      deliveryOffered: euros(40),
    }),
  ],
  cmd_required_infos: {
    client_info: { full_name: true, first_name: false, last_name: false, email: false, phone: true },
    room_number: false,
    table_number: false,
  },
  useDisplayOrderNumber: true,
  prefix: 'CH-',
};

/** The fourteen allergens of EU regulation 1169/2011, ids 1 to 14 (browsing 9). */
export const EU_ALLERGENS: readonly Allergen[] = [
  { id: 1, name: { fr: 'Gluten', en: 'Gluten' } },
  { id: 2, name: { fr: 'Crustacés', en: 'Crustaceans' } },
  { id: 3, name: { fr: 'Œufs', en: 'Eggs' } },
  { id: 4, name: { fr: 'Poissons', en: 'Fish' } },
  { id: 5, name: { fr: 'Arachides', en: 'Peanuts' } },
  { id: 6, name: { fr: 'Soja', en: 'Soy' } },
  { id: 7, name: { fr: 'Lait', en: 'Milk' } },
  { id: 8, name: { fr: 'Fruits à coque', en: 'Tree nuts' } },
  { id: 9, name: { fr: 'Céleri', en: 'Celery' } },
  { id: 10, name: { fr: 'Moutarde', en: 'Mustard' } },
  { id: 11, name: { fr: 'Sésame', en: 'Sesame' } },
  { id: 12, name: { fr: 'Sulfites', en: 'Sulphites' } },
  { id: 13, name: { fr: 'Lupin', en: 'Lupin' } },
  { id: 14, name: { fr: 'Mollusques', en: 'Molluscs' } },
];

const FOOD = 10;
const STARTERS = 11;
const MAINS = 12;
const BURGERS = 121;
const MEAT_FISH = 122;
const VEGETARIAN = 123;
const DESSERTS = 13;
const DRINKS = 20;
const SOFTS = 21;
const HOT_DRINKS = 22;
const WINES = 23;
const SET_MENUS = 30;

const categories = [
  category({
    id: FOOD,
    name: { fr: 'À manger', en: 'Food' },
    position: 1,
    categories: [
      category({ id: STARTERS, name: { fr: 'Entrées', en: 'Starters' }, position: 1 }),
      category({
        id: MAINS,
        name: { fr: 'Plats', en: 'Mains' },
        position: 2,
        categories: [
          category({ id: BURGERS, name: { fr: 'Burgers', en: 'Burgers' }, position: 1 }),
          category({ id: MEAT_FISH, name: { fr: 'Viandes & poissons', en: 'Meat & fish' }, position: 2 }),
          category({ id: VEGETARIAN, name: { fr: 'Végétarien', en: 'Vegetarian' }, position: 3 }),
        ],
      }),
      category({ id: DESSERTS, name: { fr: 'Desserts', en: 'Desserts' }, position: 3 }),
    ],
  }),
  category({
    id: DRINKS,
    name: { fr: 'À boire', en: 'Drinks' },
    position: 2,
    product_type: 1,
    categories: [
      category({ id: SOFTS, name: { fr: 'Sans alcool', en: 'Soft drinks' }, position: 1, product_type: 1 }),
      category({ id: HOT_DRINKS, name: { fr: 'Boissons chaudes', en: 'Hot drinks' }, position: 2, product_type: 1 }),
      category({ id: WINES, name: { fr: 'Vins au verre', en: 'Wine by the glass' }, position: 3, product_type: 2 }),
    ],
  }),
  category({ id: SET_MENUS, name: { fr: 'Formules', en: 'Set menus' }, position: 3, product_type: 3 }),
];

const COOKING = 1;
const SIDE = 2;
const SAUCES = 3;
const TOPPINGS = 4;
const TATIN_SIDE = 5;
const MILK = 6;
const TEA = 7;

const options = [
  option({
    id: COOKING,
    name: { fr: 'Cuisson', en: 'Cooking' },
    mandatory: true,
    items: [
      choice(101, { fr: 'Bleue', en: 'Blue' }),
      choice(102, { fr: 'Saignante', en: 'Rare' }),
      choice(103, { fr: 'À point', en: 'Medium' }, 0, true),
      choice(104, { fr: 'Bien cuite', en: 'Well done' }),
    ],
  }),
  option({
    id: SIDE,
    name: { fr: 'Accompagnement', en: 'Side' },
    mandatory: true,
    items: [
      choice(201, { fr: 'Frites maison', en: 'Home-made fries' }, 0, true),
      choice(202, { fr: 'Salade verte', en: 'Green salad' }),
      choice(203, { fr: 'Purée à la truffe', en: 'Truffle mash' }, 2.5),
    ],
  }),
  // browsing 4: two sauces included, every sauce beyond the second costs 0.50 €.
  option({
    id: SAUCES,
    name: { fr: 'Sauces (2 offertes)', en: 'Sauces (2 included)' },
    multiple: true,
    max_number: 2,
    additional_price: 0.5,
    items: [
      choice(301, { fr: 'Mayonnaise maison', en: 'Home-made mayonnaise' }, 0, true),
      choice(302, { fr: 'Ketchup', en: 'Ketchup' }),
      choice(303, { fr: 'Sauce poivre', en: 'Pepper sauce' }),
      choice(304, { fr: 'Béarnaise', en: 'Béarnaise' }),
    ],
  }),
  // browsing 5: at most three toppings, no extra price, so the others are disabled at three.
  option({
    id: TOPPINGS,
    name: { fr: 'Suppléments (3 max.)', en: 'Extras (up to 3)' },
    multiple: true,
    max_number: 3,
    items: [
      choice(401, { fr: 'Bacon fumé', en: 'Smoked bacon' }, 2),
      choice(402, { fr: 'Cheddar affiné', en: 'Aged cheddar' }, 1.5),
      choice(403, { fr: 'Oignons confits', en: 'Caramelised onions' }, 1),
      choice(404, { fr: 'Œuf au plat', en: 'Fried egg' }, 1.5),
      choice(405, { fr: 'Avocat', en: 'Avocado' }, 2),
    ],
  }),
  option({
    id: TATIN_SIDE,
    name: { fr: 'Pour accompagner', en: 'Served with' },
    items: [choice(501, { fr: 'Crème crue', en: 'Raw cream' }), choice(502, { fr: 'Glace vanille', en: 'Vanilla ice cream' }, 1.5)],
  }),
  option({
    id: MILK,
    name: { fr: 'Lait', en: 'Milk' },
    items: [choice(601, { fr: 'Lait entier', en: 'Whole milk' }, 0, true), choice(602, { fr: "Boisson d'avoine", en: 'Oat drink' }, 0.4)],
  }),
  option({
    id: TEA,
    name: { fr: 'Thé', en: 'Tea' },
    mandatory: true,
    items: [
      choice(701, { fr: 'Earl Grey', en: 'Earl Grey' }),
      choice(702, { fr: 'Sencha', en: 'Sencha' }),
      choice(703, { fr: 'Verveine menthe', en: 'Verbena and mint' }),
    ],
  }),
];

const products = [
  dish({ id: 1001, category_id: STARTERS, position: 1, price: 7.5, name: { fr: 'Velouté de potimarron', en: 'Red kuri squash soup' }, description: { fr: 'Crème fraîche, graines de courge torréfiées.', en: 'Crème fraîche, toasted pumpkin seeds.' }, allergen_ids: [7], image_url: '/demo-assets/soup.svg' }),
  dish({ id: 1002, category_id: STARTERS, position: 2, price: 9, name: { fr: 'Œuf parfait aux girolles', en: 'Slow-cooked egg with chanterelles' }, description: { fr: 'Œuf cuit à 64 °C, girolles poêlées, crème de parmesan.', en: 'Egg cooked at 64 °C, pan-fried chanterelles, parmesan cream.' }, allergen_ids: [3, 7], stock: { number_available: 0 }, image_url: '/demo-assets/egg.svg' }),
  dish({ id: 1003, category_id: STARTERS, position: 3, price: 11, name: { fr: 'Burrata des Pouilles', en: 'Apulian burrata' }, description: { fr: 'Tomates anciennes, pesto de basilic, huile d’olive.', en: 'Heirloom tomatoes, basil pesto, olive oil.' }, allergen_ids: [7, 8], image_url: '/demo-assets/burrata.svg' }),
  dish({ id: 1101, category_id: BURGERS, position: 1, price: 16.5, name: { fr: 'Burger du Comptoir', en: 'Comptoir burger' }, description: { fr: 'Bœuf charolais 180 g, comté 18 mois, pain brioché.', en: '180 g Charolais beef, 18-month comté, brioche bun.' }, allergen_ids: [1, 3, 7, 10], product_option_ids: [COOKING, SIDE, SAUCES, TOPPINGS], image_url: '/demo-assets/burger.svg' }),
  dish({ id: 1102, category_id: BURGERS, position: 2, price: 15, name: { fr: 'Burger végétal', en: 'Plant-based burger' }, description: { fr: 'Galette de pois chiches et betterave, cheddar, pickles.', en: 'Chickpea and beetroot patty, cheddar, pickles.' }, allergen_ids: [1, 7, 11], product_option_ids: [SIDE, SAUCES, TOPPINGS], image_url: '/demo-assets/burger.svg' }),
  dish({ id: 1201, category_id: MEAT_FISH, position: 1, price: 24, name: { fr: 'Entrecôte 300 g', en: '300 g rib-eye steak' }, description: { fr: 'Race Aubrac, beurre maître d’hôtel.', en: 'Aubrac beef, parsley butter.' }, allergen_ids: [7], product_option_ids: [COOKING, SIDE, SAUCES], image_url: '/demo-assets/steak.svg' }),
  dish({ id: 1202, category_id: MEAT_FISH, position: 2, price: 19.5, name: { fr: 'Pavé de saumon', en: 'Salmon fillet' }, description: { fr: 'Cuit à l’unilatérale, beurre blanc, poireaux fondants.', en: 'Seared on one side, beurre blanc, melted leeks.' }, allergen_ids: [4, 7, 12], product_option_ids: [SIDE], image_url: '/demo-assets/fish.svg' }),
  dish({ id: 1301, category_id: VEGETARIAN, position: 1, price: 17, name: { fr: 'Risotto aux cèpes', en: 'Porcini risotto' }, description: { fr: 'Carnaroli, cèpes, parmesan 24 mois.', en: 'Carnaroli rice, porcini, 24-month parmesan.' }, allergen_ids: [7, 9, 12], image_url: '/demo-assets/risotto.svg' }),
  dish({ id: 1302, category_id: VEGETARIAN, position: 2, price: 15, name: { fr: 'Curry de légumes d’automne', en: 'Autumn vegetable curry' }, description: { fr: 'Lait de coco, riz basmati, coriandre.', en: 'Coconut milk, basmati rice, coriander.' }, allergen_ids: [8], image_url: '/demo-assets/curry.svg' }),
  dish({ id: 1401, category_id: DESSERTS, position: 1, price: 7, name: { fr: 'Crème brûlée à la vanille', en: 'Vanilla crème brûlée' }, allergen_ids: [3, 7], image_url: '/demo-assets/dessert.svg' }),
  dish({ id: 1402, category_id: DESSERTS, position: 2, price: 6.5, name: { fr: 'Mousse au chocolat', en: 'Chocolate mousse' }, description: { fr: 'Chocolat noir 70 %, fleur de sel.', en: '70 % dark chocolate, sea salt.' }, allergen_ids: [3, 7], image_url: '/demo-assets/dessert.svg' }),
  dish({ id: 1403, category_id: DESSERTS, position: 3, price: 8, name: { fr: 'Tarte Tatin', en: 'Tarte Tatin' }, description: { fr: 'Pommes caramélisées, pâte feuilletée.', en: 'Caramelised apples, puff pastry.' }, allergen_ids: [1, 3, 7], product_option_ids: [TATIN_SIDE], image_url: '/demo-assets/dessert.svg' }),
  dish({ id: 2101, category_id: SOFTS, position: 1, price: 4.5, product_type: 1, name: { fr: 'Limonade artisanale', en: 'Craft lemonade' }, description: { fr: '33 cl, citron de Menton.', en: '33 cl, Menton lemon.' }, image_url: '/demo-assets/drink.svg' }),
  dish({ id: 2102, category_id: SOFTS, position: 2, price: 4, product_type: 1, name: { fr: 'Jus de pomme bio', en: 'Organic apple juice' }, description: { fr: '25 cl, pressé en Normandie.', en: '25 cl, pressed in Normandy.' }, image_url: '/demo-assets/drink.svg' }),
  dish({ id: 2103, category_id: SOFTS, position: 3, price: 3.5, product_type: 1, name: { fr: 'Eau pétillante', en: 'Sparkling water' }, description: { fr: '50 cl.', en: '50 cl.' }, image_url: '/demo-assets/drink.svg' }),
  dish({ id: 2201, category_id: HOT_DRINKS, position: 1, price: 2.2, product_type: 1, name: { fr: 'Expresso', en: 'Espresso' }, image_url: '/demo-assets/coffee.svg' }),
  dish({ id: 2202, category_id: HOT_DRINKS, position: 2, price: 3.8, product_type: 1, name: { fr: 'Cappuccino', en: 'Cappuccino' }, allergen_ids: [7], product_option_ids: [MILK], image_url: '/demo-assets/coffee.svg' }),
  dish({ id: 2203, category_id: HOT_DRINKS, position: 3, price: 3.5, product_type: 1, name: { fr: 'Thé ou infusion', en: 'Tea or herbal tea' }, product_option_ids: [TEA], image_url: '/demo-assets/coffee.svg' }),
  dish({ id: 2301, category_id: WINES, position: 1, price: 6, product_type: 2, name: { fr: 'Côtes-du-Rhône, Domaine Gramenon', en: 'Côtes-du-Rhône, Domaine Gramenon' }, description: { fr: 'Rouge, 12 cl.', en: 'Red, 12 cl.' }, allergen_ids: [12], image_url: '/demo-assets/wine.svg' }),
  dish({ id: 2302, category_id: WINES, position: 2, price: 8.5, product_type: 2, name: { fr: 'Sancerre, Domaine Vacheron', en: 'Sancerre, Domaine Vacheron' }, description: { fr: 'Blanc, 12 cl.', en: 'White, 12 cl.' }, allergen_ids: [12], image_url: '/demo-assets/wine.svg' }),
  dish({ id: 3001, category_id: SET_MENUS, position: 1, price: 19.9, type: 'menu', product_type: 3, name: { fr: 'Formule du midi', en: 'Lunch set menu' }, description: { fr: 'Entrée et plat, ou plat et dessert. Entrée, plat et dessert : 24,90 €.', en: 'Starter and main, or main and dessert. Starter, main and dessert: €24.90.' }, image_url: '/demo-assets/set-menu.svg' }),
];

const lunchFormula: Formula = {
  id: 3001,
  name: { fr: 'Formule du midi', en: 'Lunch set menu' },
  description: { fr: 'Du mardi au vendredi, de 12 h à 14 h 30.', en: 'Tuesday to Friday, noon to 2.30 pm.' },
  category_id: SET_MENUS,
  media_url: '/demo-assets/set-menu.svg',
  price: euros(19.9),
  menu_choice: [
    { id: 1, name: { fr: 'Entrée', en: 'Starter' }, position: 1, menu_contents: [{ product_id: 1001, position: 1, price: 0, visible: true }, { product_id: 1003, position: 2, price: euros(2), visible: true }] },
    { id: 2, name: { fr: 'Plat', en: 'Main' }, position: 2, menu_contents: [{ product_id: 1101, position: 1, price: 0, visible: true }, { product_id: 1202, position: 2, price: 0, visible: true }, { product_id: 1301, position: 3, price: 0, visible: true }] },
    { id: 3, name: { fr: 'Dessert', en: 'Dessert' }, position: 3, menu_contents: [{ product_id: 1401, position: 1, price: 0, visible: true }, { product_id: 1402, position: 2, price: 0, visible: true }] },
  ],
  menu_prices: [
    { id: 1, name: { fr: 'Entrée + plat', en: 'Starter + main' }, price: euros(19.9), menu_price_choice: [1, 2] },
    { id: 2, name: { fr: 'Plat + dessert', en: 'Main + dessert' }, price: euros(19.9), menu_price_choice: [2, 3] },
    { id: 3, name: { fr: 'Entrée + plat + dessert', en: 'Starter + main + dessert' }, price: euros(24.9), menu_price_choice: [1, 2, 3] },
  ],
};

export const leComptoir: DemoEstablishment = {
  settings,
  catalogue: { categories, products, options, allergens: EU_ALLERGENS, formulas: [lunchFormula] },
};
