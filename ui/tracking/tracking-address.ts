import { orderNumberFromQuery } from '../../core/domain/tracking/track-status';
import { refusalTypeOf, SCAN_TRACKING_TYPE } from '../../core/domain/tracking/scan-tracking';

/**
 * checkout 2 and 4: what the tracking address says besides the order. `action` is the payment's outcome
 * as the provider's return names it (checkout 4: the error display shows for refused or failed, success
 * for successed; return-to-shop goes back to the checkout). Spellings differ in the spec (returnToShop,
 * return-to-shop) and providers write results in capitals: any case, dash or underscore is read.
 */
export type TrackingAction = 'return_to_shop' | 'refused' | 'failed' | 'successed';

export interface TrackingAddress {
  /** checkout 2: the first comma-separated value of ?orderId=. */
  readonly orderNumber: string | null;
  /** checkout 8: the type of a refused order (not `scan`, the room and scan variant of a success). */
  readonly errorType: string | null;
  readonly scan: boolean;
  readonly action: TrackingAction | null;
  /** checkout 8: a card-session provider's failure comes back with its message (?error_msg=). */
  readonly errorMessage: string | null;
  /** checkout 8: the phone or e-mail a black or white list refused (?data=). */
  readonly data: string | null;
  readonly result: string | null;
  readonly providerId: string | null;
}

/** The address is anyone's to write: what it carries is shown as text, and never more than this. */
export const ADDRESS_TEXT_MAX_LENGTH = 200;

const ACTIONS: Readonly<Record<string, TrackingAction>> = {
  returntoshop: 'return_to_shop',
  refused: 'refused',
  failed: 'failed',
  successed: 'successed',
};

function readAction(raw: string | null): TrackingAction | null {
  if (raw === null) return null;
  return ACTIONS[raw.toLowerCase().replace(/[-_\s]/g, '')] ?? null;
}

/** Printable text only (no control characters), trimmed and cut to ADDRESS_TEXT_MAX_LENGTH; null when empty. */
export function addressText(raw: string | null): string | null {
  if (raw === null) return null;
  // eslint-disable-next-line no-control-regex -- the control characters are what is taken out
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, ADDRESS_TEXT_MAX_LENGTH);
  return text === '' ? null : text;
}

export function readTrackingAddress(search: URLSearchParams): TrackingAddress {
  const type = search.get('type');
  return {
    orderNumber: orderNumberFromQuery(search.get('orderId')),
    errorType: refusalTypeOf(type),
    scan: type === SCAN_TRACKING_TYPE,
    action: readAction(search.get('action')),
    errorMessage: addressText(search.get('error_msg')),
    data: addressText(search.get('data')),
    result: search.get('result'),
    providerId: search.get('provider_id'),
  };
}

/**
 * Where the address sends the customer instead of the tracking page: checkout 2, "if action is
 * return-to-shop, it goes to /{restaurantId}/validation"; "a route update without orderId redirects to
 * /{restaurantId}", unless it brings a refusal to show (checkout 8: the tracking page with the type).
 */
export function trackingRedirect(address: TrackingAddress): 'checkout' | 'home' | null {
  if (address.action === 'return_to_shop') return 'checkout';
  if (!address.orderNumber && !address.errorType) return 'home';
  return null;
}

const LIST_TYPES = new Set(['blacklist_phone', 'blacklist_email', 'whitelist_phone', 'whitelist_email']);

/** What the error display says besides the refusal's title: the provider's message, the listed contact. */
export interface TrackingAddressNotes {
  /** checkout 4: action refused or failed shows the error display ('your payment did not succeed'). */
  readonly actionErrorKey: string | null;
  /** checkout 4: "Success is shown for action successed". */
  readonly actionSuccessKey: string | null;
  readonly providerMessage: string | null;
  /** checkout 8: the black or white list's `data`, the phone or e-mail it names. */
  readonly listedContact: string | null;
}

export function trackingAddressNotes(address: TrackingAddress): TrackingAddressNotes {
  const failed = address.action === 'refused' || address.action === 'failed';
  return {
    actionErrorKey: failed ? 'your_payment_did_not_succeed' : null,
    actionSuccessKey: address.action === 'successed' ? 'tracking_payment_succeeded' : null,
    providerMessage: address.errorMessage,
    listedContact: address.errorType !== null && LIST_TYPES.has(address.errorType) ? address.data : null,
  };
}
