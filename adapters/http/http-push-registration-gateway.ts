import type { PushRegistration, PushRegistrationGateway } from '../../core/ports/push-notifications';
import { PUSH_PATHS } from '../platform-api/push-api';
import type { PlatformHttpClient } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

/** accounts 7 over HTTP: POST notify/token with the registration; any 2xx is taken (its answer is not shown). */
export class HttpPushRegistrationGateway implements PushRegistrationGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async register(registration: PushRegistration): Promise<void> {
    const response = await this.client.post(PUSH_PATHS.token, registration);
    if (response.status < 200 || response.status >= 300) throw unexpectedStatus(response);
  }
}
