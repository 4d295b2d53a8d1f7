/**
 * checkout 8: "server error ORDER_UNAVAILABLE: 'order unavailable' under title 'cant reach order'": the
 * platform knows the order number but cannot give its track status (the simulator: a group order's
 * number asked as one restaurant's order, adapters/simulator/README.md).
 */
export const ORDER_UNAVAILABLE = 'ORDER_UNAVAILABLE';

/** What failed, as a track status fetch reports it (core LoadFailure). */
export interface TrackFailure {
  readonly kind: string;
  readonly code?: string;
}

/** checkout 8: the tracking error display's title and message; the default title is 'an error has occurred'. */
export interface TrackFailureText {
  readonly titleKey: string;
  readonly messageKey: string | null;
}

export function trackFailureText(failure: TrackFailure): TrackFailureText {
  if (failure.code === ORDER_UNAVAILABLE) return { titleKey: 'cant_reach_order', messageKey: 'order_unavailable' };
  // checkout 8: "Unknown order: 'this command does not exist'".
  if (failure.kind === 'not_found') return { titleKey: 'this_command_does_not_exist', messageKey: null };
  return { titleKey: 'an_error_has_occurred', messageKey: null };
}
