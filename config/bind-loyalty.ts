import type { Container } from 'inversify';
import type { LoyaltyGateway } from '../core/ports/loyalty-gateway';
import { LOYALTY_GATEWAY } from '../core/ports/loyalty-gateway';
import { CALCULATE_LOYALTY_ORDER, CalculateLoyaltyOrder } from '../core/use-cases/loyalty/calculate-loyalty-order';
import { CHECK_LOYALTY_OFFERS, CheckLoyaltyOffers } from '../core/use-cases/loyalty/check-loyalty-offers';
import { CONNECT_LOYALTY, ConnectLoyalty } from '../core/use-cases/loyalty/connect-loyalty';

/**
 * Issue 18, checkout 7: a loyalty programme behind LoyaltyGateway (the simulator's in process or over
 * HTTP; a real platform's, adapters/loyalty/README.md) and the use cases on it.
 */
export function bindLoyalty(container: Container, gateway: LoyaltyGateway): void {
  container.bind(LOYALTY_GATEWAY).toConstantValue(gateway);
  container.bind(CONNECT_LOYALTY).toConstantValue(new ConnectLoyalty(gateway));
  container.bind(CALCULATE_LOYALTY_ORDER).toConstantValue(new CalculateLoyaltyOrder(gateway));
  container.bind(CHECK_LOYALTY_OFFERS).toConstantValue(new CheckLoyaltyOffers(gateway));
}
