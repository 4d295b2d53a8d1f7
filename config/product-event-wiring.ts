import type { PlatformHttpClient } from '../adapters/http/platform-http-client';
import { HttpProductEventTracker } from '../adapters/http/http-product-event-tracker';
import type { ClientLog } from '../core/ports/client-log';
import { TrackProductEvent } from '../core/use-cases/catalogue/track-product-event';

/**
 * browsing 7, in the browser: the product-event use case over HTTP, built in one chunk that the first
 * product click loads (browser-container.ts). Its binding is all the first visit carries of it (issues 6
 * and 17: the menu's first visit has a byte budget, first-visit.e2e.ts).
 */
export function httpTrackProductEvent(client: PlatformHttpClient, clientLog: ClientLog): TrackProductEvent {
  return new TrackProductEvent(new HttpProductEventTracker(client), clientLog);
}
