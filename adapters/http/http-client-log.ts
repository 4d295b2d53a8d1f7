import type { ClientLog, ClientLogEntry } from '../../core/ports/client-log';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';

/** checkout 7: the client log call. A log that cannot be sent is dropped: it must not fail the page. */
export class HttpClientLog implements ClientLog {
  constructor(private readonly client: PlatformHttpClient) {}

  async send(entry: ClientLogEntry): Promise<void> {
    await this.client.post(PLATFORM_PATHS.clientLog(entry.restaurantId), entry).catch(() => undefined);
  }
}
