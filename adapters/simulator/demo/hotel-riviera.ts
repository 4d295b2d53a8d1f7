import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { DemoEstablishment } from './demo-establishment';
import { category, choice, dish, onSpotProvider, option, orderType } from './demo-builders';
import { EU_ALLERGENS } from './le-comptoir';

/** A hotel on the Riviera: room service delivered to the room, charged to the room bill. */

const settings: RestaurantSettings = {
  id: 'hotel-riviera',
  restaurant_name: 'Hôtel Riviera',
  typology: 'hotel',
  currency: 'EUR',
  timezone: 'Europe/Paris',
  phoneRegion: 'FR',
  phone: '+33493870000',
  address_street: '45 promenade des Anglais',
  address_zip_code: '06000',
  address_city: 'Nice',
  logo_url: '/demo-assets/hotel-riviera-logo.svg',
  banner: { image: '/demo-assets/hotel-riviera-banner.svg', imageMobile: '/demo-assets/hotel-riviera-banner.svg' },
  config: { primary_color: '#1f5f8b', nb_decimal_price: 2, hide_footer: false },
  restaurant_translations: {
    cc_title: { fr: 'Room service', en: 'Room service' },
    cc_subtitle: { fr: 'Servi en chambre de 7 h à 23 h', en: 'Served in your room from 7 am to 11 pm' },
    unavailable_text: { fr: 'Ce plat n’est plus servi aujourd’hui.', en: 'This dish is no longer served today.' },
  },
  restaurant_languages: ['fr', 'en'],
  cc_home_page: false,
  is_room_directory: true,
  is_linker: false,
  is_closed: false,
  orderTypes: [
    orderType(OrderTypeId.roomDelivery, onSpotProvider(3, 'Sur la note de la chambre')),
    orderType(OrderTypeId.takeAway, onSpotProvider(4, 'Paiement à la réception')),
  ],
  cmd_required_infos: {
    client_info: { full_name: true, first_name: false, last_name: false, email: false, phone: false },
    room_number: true,
    table_number: false,
  },
  useDisplayOrderNumber: false,
  prefix: '',
};

const BREAKFAST = 50;
const ALL_DAY = 60;
const BAR = 70;
const HOT_DRINK = 51;
const PROTEIN = 61;

const options = [
  option({
    id: HOT_DRINK,
    name: { fr: 'Boisson chaude', en: 'Hot drink' },
    mandatory: true,
    items: [
      choice(5101, { fr: 'Café', en: 'Coffee' }, 0, true),
      choice(5102, { fr: 'Thé', en: 'Tea' }),
      choice(5103, { fr: 'Chocolat chaud', en: 'Hot chocolate' }, 1.5),
    ],
  }),
  option({
    id: PROTEIN,
    name: { fr: 'Garniture', en: 'Topping' },
    items: [choice(6101, { fr: 'Poulet grillé', en: 'Grilled chicken' }, 0, true), choice(6102, { fr: 'Gambas', en: 'King prawns' }, 4)],
  }),
];

const categories = [
  category({ id: BREAKFAST, name: { fr: 'Petit-déjeuner', en: 'Breakfast' }, position: 1 }),
  category({ id: ALL_DAY, name: { fr: 'Toute la journée', en: 'All day' }, position: 2 }),
  category({ id: BAR, name: { fr: 'Bar', en: 'Bar' }, position: 3, product_type: 1 }),
];

const products = [
  dish({ id: 5001, category_id: BREAKFAST, position: 1, price: 24, name: { fr: 'Petit-déjeuner continental', en: 'Continental breakfast' }, description: { fr: 'Viennoiseries, pain, confitures maison, jus d’orange pressé.', en: 'Pastries, bread, home-made jams, fresh orange juice.' }, allergen_ids: [1, 3, 7], product_option_ids: [HOT_DRINK], image_url: '/demo-assets/breakfast.svg' }),
  dish({ id: 5002, category_id: BREAKFAST, position: 2, price: 12, name: { fr: 'Œufs brouillés à la ciboulette', en: 'Scrambled eggs with chives' }, allergen_ids: [3, 7], image_url: '/demo-assets/egg.svg' }),
  dish({ id: 6001, category_id: ALL_DAY, position: 1, price: 22, name: { fr: 'Club sandwich', en: 'Club sandwich' }, description: { fr: 'Poulet, bacon, œuf, tomate, frites.', en: 'Chicken, bacon, egg, tomato, fries.' }, allergen_ids: [1, 3, 10], image_url: '/demo-assets/burger.svg' }),
  dish({ id: 6002, category_id: ALL_DAY, position: 2, price: 19, name: { fr: 'Salade César', en: 'Caesar salad' }, description: { fr: 'Romaine, parmesan, croûtons, sauce César.', en: 'Romaine, parmesan, croutons, Caesar dressing.' }, allergen_ids: [1, 3, 4, 7], product_option_ids: [PROTEIN], image_url: '/demo-assets/salad.svg' }),
  dish({ id: 6003, category_id: ALL_DAY, position: 3, price: 26, name: { fr: 'Loup de Méditerranée', en: 'Mediterranean sea bass' }, description: { fr: 'Fenouil braisé, huile d’olive de Nice.', en: 'Braised fennel, Nice olive oil.' }, allergen_ids: [4], unavailable: true, image_url: '/demo-assets/fish.svg' }),
  dish({ id: 7001, category_id: BAR, position: 1, price: 16, product_type: 2, name: { fr: 'Coupe de champagne', en: 'Glass of champagne' }, allergen_ids: [12], image_url: '/demo-assets/wine.svg' }),
  dish({ id: 7002, category_id: BAR, position: 2, price: 6, product_type: 1, name: { fr: 'Eau minérale', en: 'Mineral water' }, description: { fr: '75 cl, plate ou gazeuse.', en: '75 cl, still or sparkling.' }, image_url: '/demo-assets/drink.svg' }),
];

export const hotelRiviera: DemoEstablishment = {
  settings,
  catalogue: { categories, products, options, allergens: EU_ALLERGENS, formulas: [] },
};
