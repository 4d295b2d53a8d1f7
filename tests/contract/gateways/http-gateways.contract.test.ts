import { HttpCatalogueGateway } from '../../../adapters/http/http-catalogue-gateway';
import { HttpOrderGateway } from '../../../adapters/http/http-order-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { HttpSimulatorAdmin } from '../../../adapters/simulator/admin/http-simulator-admin';
import { SocketLiveUpdates } from '../../../adapters/socket/socket-live-updates';
import { startSimulator } from '../../../config/simulator';
import { describeOrderGatewayContract } from './order-gateway-contract';

// The gateways a storefront uses against the real platform, here against the simulator's HTTP +
// socket.io server on 127.0.0.1, wired as config/node-container.ts wires them.
describeOrderGatewayContract('HTTP and socket gateways over the simulator server', async (engine) => {
  const server = await startSimulator({ engine, port: 0 });
  const client = new PlatformHttpClient({ baseUrl: server.url });
  return {
    catalogue: new HttpCatalogueGateway(client),
    orders: new HttpOrderGateway(client),
    live: new SocketLiveUpdates({ url: new URL(server.url).origin, reconnectionDelayMs: 50 }),
    admin: new HttpSimulatorAdmin(server.url),
    // close() does not wait for calls still under way (loadCatalogue rejects on its first failing
    // call while two others run): the server closes busy connections too.
    close: () => server.close(),
    mediaBaseUrl: server.url,
  };
});
