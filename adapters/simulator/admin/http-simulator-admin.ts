import type { KyInstance } from 'ky';
import { stagingHttp } from './staging-http';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { ExportedOrder, LimitChange, OrderQuery, PasswordResetMail, ResolvedOrder, SimulatorAdmin, StagedOrderOutcome, StagedPayment } from './simulator-admin';
import type { PaymentState } from '../../../core/domain/payment/payment-status';
import { ADMIN_ROUTES } from './simulator-admin';
import type { RoomDirectoryClickRecord } from '../engine/room-directory-clicks';
import type { ProductEventRecord } from '../engine/product-events';
import type { StagedPromotionView } from '../promotions/promotion-store';
import { disablePromotionPath, stagedPromotionsPath } from '../../platform-api/promotion-api';
import type { StagedLoyaltyCustomerView } from '../loyalty/simulator-loyalty';
import { stagedLoyaltyCustomerPath } from '../../platform-api/loyalty-api';
import type { StoredPushRegistration } from '../../platform-api/push-api';
import { pushRegistrationsPath } from '../../platform-api/push-api';

const restaurantQuery = (restaurantId: string | undefined): Record<string, string> => (restaurantId === undefined ? {} : { restaurant: restaurantId });

/** The simulator's admin routes, for `--backend http://...`. */
export class HttpSimulatorAdmin implements SimulatorAdmin {
  private readonly http: KyInstance;

  constructor(baseUrl: string, timeoutMs = 10_000) {
    this.http = stagingHttp(baseUrl, timeoutMs);
  }

  advance(reference: string, restaurantId?: string): Promise<TrackStatus> {
    return this.call(() => this.http.post(ADMIN_ROUTES.advance(reference), { searchParams: restaurantQuery(restaurantId) }));
  }

  cancel(reference: string, restaurantId?: string): Promise<TrackStatus> {
    return this.call(() => this.http.post(ADMIN_ROUTES.cancel(reference), { searchParams: restaurantQuery(restaurantId) }));
  }

  pay(reference: string, result: StagedPayment, restaurantId?: string): Promise<PaymentState> {
    return this.call(() => this.http.post(ADMIN_ROUTES.pay(reference), { searchParams: restaurantQuery(restaurantId), json: { result } }));
  }

  resolveOrder(reference: string, restaurantId?: string): Promise<ResolvedOrder> {
    return this.call(() => this.http.get(ADMIN_ROUTES.resolve(reference), { searchParams: restaurantQuery(restaurantId) }));
  }

  exportOrders(query: OrderQuery): Promise<readonly ExportedOrder[]> {
    const searchParams: Record<string, string> = { limit: String(query.limit) };
    if (query.since !== undefined) searchParams.since = query.since;
    if (query.statuses && query.statuses.length > 0) searchParams.status = query.statuses.join(',');
    if (query.after) {
      searchParams.after_placed_at = query.after.placedAt;
      searchParams.after_order = query.after.orderNumber;
    }
    return this.call(() => this.http.get(ADMIN_ROUTES.exportOrders(query.restaurantId), { searchParams }));
  }

  establishments(): Promise<readonly { id: string; name: string }[]> {
    return this.call(() => this.http.get(ADMIN_ROUTES.establishments));
  }

  async setStock(restaurantId: string, productId: number, numberAvailable: number | null): Promise<void> {
    await this.call(() => this.http.post(ADMIN_ROUTES.stock(restaurantId, productId), { json: { number_available: numberAvailable } }));
  }

  async setPrice(restaurantId: string, productId: number, priceInCents: number): Promise<void> {
    await this.call(() => this.http.post(ADMIN_ROUTES.price(restaurantId, productId), { json: { price: priceInCents } }));
  }

  async stageNextOrderOutcome(restaurantId: string, staged: StagedOrderOutcome): Promise<void> {
    await this.call(() => this.http.post(ADMIN_ROUTES.nextOrderOutcome(restaurantId), { json: staged }));
  }

  async setClosed(restaurantId: string, closed: boolean): Promise<void> {
    await this.call(() => this.http.post(ADMIN_ROUTES.closed(restaurantId), { json: { closed } }));
  }

  async setBusy(restaurantId: string, minutes: number): Promise<void> {
    await this.call(() => this.http.post(ADMIN_ROUTES.busy(restaurantId), { json: { minutes } }));
  }

  async setLimit(restaurantId: string, change: LimitChange): Promise<void> {
    await this.call(() => this.http.post(ADMIN_ROUTES.limits(restaurantId), { json: change }));
  }

  roomDirectoryClicks(): Promise<readonly RoomDirectoryClickRecord[]> {
    return this.call(() => this.http.get(ADMIN_ROUTES.roomDirectoryClicks));
  }
  productEvents(): Promise<readonly ProductEventRecord[]> {
    return this.call(() => this.http.get(ADMIN_ROUTES.productEvents));
  }

  clientLogs(): Promise<readonly ClientLogEntry[]> {
    return this.call(() => this.http.get(ADMIN_ROUTES.clientLogs));
  }

  async reset(): Promise<void> {
    await this.call(() => this.http.post(ADMIN_ROUTES.reset));
  }

  passwordResets(): Promise<readonly PasswordResetMail[]> {
    return this.call(() => this.http.get(ADMIN_ROUTES.passwordResets));
  }

  promotions(restaurantId: string): Promise<readonly StagedPromotionView[]> {
    return this.call(() => this.http.get(stagedPromotionsPath(restaurantId)));
  }

  createPromotion(restaurantId: string, promotion: unknown): Promise<StagedPromotionView> {
    return this.call(() => this.http.post(stagedPromotionsPath(restaurantId), { json: promotion }));
  }

  disablePromotion(restaurantId: string, code: string): Promise<StagedPromotionView> {
    return this.call(() => this.http.post(disablePromotionPath(restaurantId, code)));
  }

  loyaltyCustomer(restaurantId: string, lookup: string): Promise<StagedLoyaltyCustomerView> {
    return this.call(() => this.http.get(stagedLoyaltyCustomerPath(restaurantId, lookup)));
  }

  setLoyaltyBalances(restaurantId: string, lookup: string, balances: { points?: number; pool?: number; e_wallet_balance?: number }): Promise<StagedLoyaltyCustomerView> {
    return this.call(() => this.http.post(stagedLoyaltyCustomerPath(restaurantId, lookup), { json: balances }));
  }

  pushRegistrations(restaurantId: string): Promise<readonly StoredPushRegistration[]> {
    return this.call(() => this.http.get(pushRegistrationsPath(restaurantId)));
  }

  private async call<T>(request: () => Promise<Response>): Promise<T> {
    let response: Response;
    try {
      response = await request();
    } catch (error) {
      throw new GatewayError('network', error instanceof Error ? error.message : 'the simulator could not be reached');
    }
    const body = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
    if (response.ok) return body as T;
    const message = body?.message ?? `the simulator answered ${response.status}`;
    if (response.status === 404) throw new GatewayError('not_found', message);
    if (response.status < 500) throw new GatewayError('bad_request', message, body?.field);
    throw new GatewayError('server', message);
  }
}
