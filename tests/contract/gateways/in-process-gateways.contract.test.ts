import { InProcessSimulatorAdmin } from '../../../adapters/simulator/admin/in-process-simulator-admin';
import { InProcessCatalogueGateway } from '../../../adapters/simulator/in-process/in-process-catalogue-gateway';
import { InProcessLiveUpdates } from '../../../adapters/simulator/in-process/in-process-live-updates';
import { InProcessOrderGateway } from '../../../adapters/simulator/in-process/in-process-order-gateway';
import { describeOrderGatewayContract } from './order-gateway-contract';

describeOrderGatewayContract('in-process simulator gateways', async (engine) => ({
  catalogue: new InProcessCatalogueGateway(engine),
  orders: new InProcessOrderGateway(engine),
  live: new InProcessLiveUpdates(engine),
  admin: new InProcessSimulatorAdmin(engine),
  close: async () => undefined,
  // In process, pictures keep the platform's relative paths: there is no origin to read them from.
  mediaBaseUrl: null,
}));
