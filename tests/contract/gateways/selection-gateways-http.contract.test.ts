import { HttpSelectionGateway } from '../../../adapters/http/http-selection-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { startSimulator } from '../../../config/simulator';
import { describeSelectionGatewayContract } from './selection-gateway-contract';

// The storefront's HTTP gateway against the simulator's server on 127.0.0.1, wired as the containers wire it.
describeSelectionGatewayContract('HTTP over the simulator server', async (engine) => {
  const server = await startSimulator({ engine, port: 0 });
  return { selections: new HttpSelectionGateway(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
});
