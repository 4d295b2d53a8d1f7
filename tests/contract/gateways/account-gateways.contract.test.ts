import { HttpAccountGateway } from '../../../adapters/http/http-account-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { InProcessAccountGateway } from '../../../adapters/simulator/in-process/in-process-account-gateway';
import { startSimulator } from '../../../config/simulator';
import { describeAccountGatewayContract } from './account-gateway-contract';

// The storefront's HTTP gateway against the simulator's server, and the in-process one, wired as the containers wire them.
describeAccountGatewayContract('HTTP over the simulator server', async (engine, token) => {
  const server = await startSimulator({ engine, port: 0 });
  return { accounts: new HttpAccountGateway(new PlatformHttpClient({ baseUrl: server.url, accessToken: token })), close: () => server.close() };
});

describeAccountGatewayContract('in process', async (engine, token) => ({ accounts: new InProcessAccountGateway(engine.accounts, token), close: async () => undefined }));
