import type { Clock } from '../../../core/ports/clock';
import type { SimulatorStore } from '../store/simulator-store';
import { loyaltyStoreOf } from '../store/sqlite-loyalty-store';
import type { LoyaltyEstablishments, LoyaltyPromotions } from './simulator-loyalty';
import { SimulatorLoyalty } from './simulator-loyalty';

const programmes = new WeakMap<SimulatorStore, SimulatorLoyalty>();

/**
 * The engine's loyalty programme, one per simulator store, made (and seeded from the files) on its first
 * use. The engine reaches it through a getter: its facade is being split (issue 18's intake part) and
 * takes only this wiring, so no field of its own is added until then.
 */
export function loyaltyProgrammeOf(store: SimulatorStore, clock: Clock, establishments: LoyaltyEstablishments, promotions: LoyaltyPromotions): SimulatorLoyalty {
  let programme = programmes.get(store);
  if (!programme) {
    programme = new SimulatorLoyalty(loyaltyStoreOf(store), clock, establishments, promotions);
    programmes.set(store, programme);
  }
  return programme;
}
