import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from '../in-process/simulator-call';
import type { LimitChange, OrderQuery, ResolvedOrder, SimulatorAdmin, StagedOrderOutcome, StagedPayment } from './simulator-admin';
import type { PaymentState } from '../../../core/domain/payment/payment-status';
import { promotionView } from '../promotions/promotion-store';

export class InProcessSimulatorAdmin implements SimulatorAdmin {
  constructor(private readonly engine: SimulatorEngine) {}

  advance(reference: string, restaurantId?: RestaurantId): Promise<TrackStatus> {
    return callSimulator(() => this.engine.advance(reference, restaurantId));
  }

  cancel(reference: string, restaurantId?: RestaurantId): Promise<TrackStatus> {
    return callSimulator(() => this.engine.cancel(reference, restaurantId));
  }

  pay(reference: string, result: StagedPayment, restaurantId?: RestaurantId): Promise<PaymentState> {
    return callSimulator(() => this.engine.stagePayment(reference, result, restaurantId));
  }

  resolveOrder(reference: string, restaurantId?: RestaurantId): Promise<ResolvedOrder> {
    return callSimulator(() => {
      const order = this.engine.resolveOrder(reference, restaurantId);
      return { order_number: order.orderNumber, restaurant_id: order.restaurantId, display_order_number: order.displayNumber };
    });
  }

  exportOrders(query: OrderQuery) {
    return callSimulator(() => this.engine.exportOrders(query));
  }

  async setStock(restaurantId: string, productId: number, numberAvailable: number | null): Promise<void> {
    await callSimulator(() => this.engine.setStock(restaurantId, productId, numberAvailable));
  }

  async setPrice(restaurantId: string, productId: number, priceInCents: number): Promise<void> {
    await callSimulator(() => this.engine.setPrice(restaurantId, productId, priceInCents));
  }

  async stageNextOrderOutcome(restaurantId: string, staged: StagedOrderOutcome): Promise<void> {
    await callSimulator(() => this.engine.stageNextOrderOutcome(restaurantId, staged));
  }

  async setClosed(restaurantId: string, closed: boolean): Promise<void> {
    await callSimulator(() => this.engine.setClosed(restaurantId, closed));
  }

  async setBusy(restaurantId: string, minutes: number): Promise<void> {
    await callSimulator(() => this.engine.setBusy(restaurantId, minutes));
  }

  async setLimit(restaurantId: string, change: LimitChange): Promise<void> {
    await callSimulator(() => this.engine.setLimit(restaurantId, change));
  }

  roomDirectoryClicks() {
    return callSimulator(() => this.engine.roomDirectoryClicksSoFar());
  }
  productEvents() {
    return callSimulator(() => this.engine.productEventsSoFar());
  }

  clientLogs() {
    return callSimulator(() => this.engine.clientLogsSoFar());
  }

  async reset(): Promise<void> {
    this.engine.reset();
  }

  passwordResets() {
    return callSimulator(() => this.engine.accounts.passwordResets());
  }

  promotions(restaurantId: string) {
    return callSimulator(() => this.engine.promotions.list(restaurantId).map(promotionView));
  }

  createPromotion(restaurantId: string, promotion: unknown) {
    return callSimulator(() => promotionView(this.engine.promotions.create(restaurantId, promotion)));
  }

  disablePromotion(restaurantId: string, code: string) {
    return callSimulator(() => promotionView(this.engine.promotions.disable(restaurantId, code)));
  }

  loyaltyCustomer(restaurantId: string, lookup: string) {
    return callSimulator(() => this.engine.loyalty.show(restaurantId, lookup));
  }

  setLoyaltyBalances(restaurantId: string, lookup: string, balances: { points?: number; pool?: number; e_wallet_balance?: number }) {
    return callSimulator(() => this.engine.loyalty.setBalances(restaurantId, lookup, balances));
  }

  pushRegistrations(restaurantId: string) {
    return callSimulator(() => this.engine.push.list(restaurantId));
  }

  establishments() {
    return callSimulator(() => this.engine.establishmentIds().map((id) => ({ id, name: this.engine.settings(id).restaurant_name })));
  }
}
