import * as v from 'valibot';
import { allergensResponse, productOptionsResponse, productsResponse } from '../../platform-api/catalogue-schemas';
import { restaurantSettings } from '../../platform-api/restaurant-schema';
import { withRestaurantProviders } from '../../../core/domain/order-type/restaurant-providers';
import { roomDirectorySchema } from '../../platform-api/room-directory-schema';
import { roomDirectoryProblems } from './room-directory-problems';
import { consistencyProblems } from './establishment-consistency';
import type { EstablishmentData } from './establishment-data';
import { shapeProblem } from './schema-messages';
import { unknownKeyProblem } from './unknown-keys';
import { NO_INSIGHTS, establishmentInsights, insightProblems } from './establishment-insights';
import { demoCustomersSchema } from '../account/demo-customers';
import { bookingSetupProblems, bookingSetupsSchema } from '../booking/booking-setup';
import { promotionsSchema } from '../../platform-api/promotion-api';
import { promotionsProblems } from '../promotions/promotion-problems';
import { loyaltyBlockSchema } from '../../platform-api/loyalty-api';
import { loyaltyProblems } from '../loyalty/loyalty-problems';
import { presenterProblems } from './presenter-problems';
import { presenterSettings } from '../../platform-api/presenter-schema';
import { establishmentAliasesSchema } from './establishment-aliases';
import { highlightProductsProblems, highlightProductsSchema } from '../engine/highlight-products';

/**
 * One establishment as a restaurant writes it: its settings and its catalogue, in the platform's own
 * shapes (browsing 3, checkout 3), so that what the simulator serves is what a file says.
 */
const establishmentFile = v.object({
  // Issue 19: the presenter's screens checked strictly here; the storefront's settings schema passes them on.
  settings: v.object({ ...restaurantSettings.entries, presenter: v.optional(v.nullable(presenterSettings), null) }),
  catalogue: v.object({
    ...productsResponse.entries,
    options: productOptionsResponse.entries.product_options,
    allergens: allergensResponse.entries.allergens,
  }),
  insights: v.optional(establishmentInsights, NO_INSIGHTS),
  /** browsing 2.1, checkout 7: the long hashed ids the establishment also answers to (establishment-aliases.ts). */
  aliases: v.optional(establishmentAliasesSchema, []),
  /** browsing 2.9 and 3: the establishment's room directory, for a hotel that has one. */
  roomDirectory: v.optional(roomDirectorySchema),
  /** browsing 2.9 and 7 (ours): the product and order type of each highlight_product service (engine/highlight-products.ts). */
  highlightProducts: v.optional(highlightProductsSchema, []),
  /** Ours (issue 8): demo customer accounts, seeded hashed where client accounts are enabled. */
  demoCustomers: v.optional(demoCustomersSchema, []),
  /** Ours (issue 8): the bookings' capacities and slots (adapters/simulator/booking/booking-setup.ts). */
  bookings: v.optional(bookingSetupsSchema, []),
  /** Issue 18 (checkout 3 "Promotion", 8): the promo codes, seeded into the simulator's store. */
  promotions: v.optional(promotionsSchema, []),
  /** Issue 18 (checkout 3 "Loyalty customer", 7, 8): the loyalty programme and its customers, seeded into the simulator's store. */
  loyalty: v.optional(loyaltyBlockSchema),
});

/** A file that is not a valid establishment: the message names the file and the field. */
export class EstablishmentFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
    this.name = 'EstablishmentFileError';
  }
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** An IANA zone and a #rrggbb colour: the platform's schema falls back on both, a file must not. */
function checkStrictSettings(raw: unknown, file: string): void {
  const settings = (raw as { settings?: { timezone?: unknown; config?: { primary_color?: unknown } } } | null)?.settings;
  if (typeof settings?.timezone === 'string') {
    try {
      new Intl.DateTimeFormat('en', { timeZone: settings.timezone });
    } catch {
      throw new EstablishmentFileError(file, 'settings.timezone', `"${settings.timezone}" is not an IANA time zone (e.g. Europe/Paris)`);
    }
  }
  const colour = settings?.config?.primary_color;
  if (colour !== undefined && (typeof colour !== 'string' || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour))) {
    throw new EstablishmentFileError(file, 'settings.config.primary_color', 'expected a colour such as #a8431f');
  }
}

/**
 * browsing 2.1: the storefront moves to the hashed id the settings name, so the platform must answer to it:
 * it has to be one of the file's aliases (the schema would drop a malformed one silently; a file must not).
 */
function hashedIdProblems(hashedId: unknown, aliases: readonly string[]): { field: string; message: string }[] {
  if (hashedId === undefined || hashedId === null) return [];
  if (typeof hashedId === 'string' && aliases.includes(hashedId)) return [];
  return [{ field: 'settings.hashed_id', message: 'must be one of the file\'s aliases (a long hashed id of 24 to 128 letters and digits), so that the platform answers to it' }];
}

/**
 * Reads an establishment file's text. `file` names it in messages; `pictureExists` tells whether a
 * picture of the establishment folder exists (pictures are served under /demo-assets/).
 */
export function parseEstablishment(text: string, file: string, pictureExists: (name: string) => boolean): EstablishmentData {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    // The parser's message quotes the text; the position is enough to find the mistake.
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    throw new EstablishmentFileError(file, '(file)', `not valid JSON${position ? ` (${lineAndColumn(text, Number(position))})` : ''}`);
  }
  checkStrictSettings(raw, file);
  // Unknown keys first: a typo ("pirce") is named as itself, not as the key it hides ("price" missing).
  const unknownKey = unknownKeyProblem(establishmentFile, raw);
  if (unknownKey) throw new EstablishmentFileError(file, unknownKey.field, unknownKey.message);
  const parsed = v.safeParse(establishmentFile, raw);
  if (!parsed.success) {
    const { field, message } = shapeProblem(parsed.issues[0], establishmentFile, raw);
    throw new EstablishmentFileError(file, field, message);
  }
  const { settings, catalogue, insights, roomDirectory, highlightProducts, demoCustomers, bookings, promotions, loyalty, aliases } = parsed.output;
  const data: EstablishmentData = {
    // checkout 4 (issue 19): an order type without providers takes the restaurant's first, online.
    settings: withRestaurantProviders(settings),
    catalogue,
    insights,
    ...(roomDirectory && { roomDirectory }),
    ...(highlightProducts.length > 0 && { highlightProducts }),
    ...(demoCustomers.length > 0 && { demoCustomers }),
    ...(bookings.length > 0 && { bookings }),
    ...(promotions.length > 0 && { promotions }),
    ...(loyalty && { loyalty }),
    ...(aliases.length > 0 && { aliases }),
  };
  const [problem] = [
    ...consistencyProblems(data, pictureExists),
    ...insightProblems(parsed.output.insights, data.catalogue),
    ...roomDirectoryProblems(roomDirectory),
    ...highlightProductsProblems(highlightProducts, roomDirectory),
    ...bookingSetupProblems(bookings, roomDirectory),
    ...promotionsProblems(promotions, catalogue),
    ...loyaltyProblems(loyalty, promotions),
    ...(settings.ask_loyalty && !loyalty ? [{ field: 'settings.ask_loyalty', message: 'offers customers a loyalty programme the file does not have: add a loyalty block, or remove ask_loyalty' }] : []),
    ...presenterProblems(settings.presenter, catalogue.options, pictureExists),
    ...hashedIdProblems((raw as { settings?: { hashed_id?: unknown } }).settings?.hashed_id, aliases),
  ];
  if (problem) throw new EstablishmentFileError(file, problem.field, problem.message);
  return data;
}
