import { InProcessSelectionGateway } from '../../../adapters/simulator/in-process/in-process-selection-gateway';
import { describeSelectionGatewayContract } from './selection-gateway-contract';

describeSelectionGatewayContract('in-process simulator', async (engine) => ({ selections: new InProcessSelectionGateway(engine), close: async () => undefined }));
