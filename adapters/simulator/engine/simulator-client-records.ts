import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import type { Clock } from '../../../core/ports/clock';
import type { SimulatorStore } from '../store/simulator-store';
import type { ReceiptRequestRecord } from './receipt-requests';
import { checkReceiptRequest } from './receipt-requests';
import type { SimulatorCatalogue } from './simulator-catalogue';
import { SimulatorError } from './simulator-error';

const MAX_CLIENT_LOGS = 200;
/** The receipt requests kept for staging reads (the simulator sends no e-mail). */
const MAX_OUTBOX = 200;

/**
 * What the storefront leaves with the platform besides orders: the receipts it asks to be e-mailed (an
 * outbox staging reads) and its client logs. Both bounded: the simulator must not grow without end.
 */
export class SimulatorClientRecords {
  /** The receipts the simulator was asked to e-mail: its outbox, latest last, the newest MAX_OUTBOX kept. */
  private readonly receiptOutbox: ReceiptRequestRecord[] = [];

  constructor(
    private readonly store: SimulatorStore,
    private readonly clock: Clock,
    private readonly establishments: SimulatorCatalogue,
  ) {}

  /**
   * checkout 7, "Receipt request" (our path): the order must be this restaurant's. A real platform e-mails
   * the receipt; the simulator keeps the request in its outbox (staging: GET /_simulator/receipt-requests).
   */
  requestReceipt(restaurantId: RestaurantId, body: unknown): { readonly success: true } {
    this.establishments.establishment(restaurantId);
    const request = checkReceiptRequest(body);
    const order = this.store.findOrder(request.orderNumber);
    if (!order || order.restaurantId !== restaurantId) {
      throw new SimulatorError('not_found', `order ${request.orderNumber} does not exist for ${restaurantId}`);
    }
    this.receiptOutbox.push({ restaurantId, ...request, requestedAt: this.now() });
    if (this.receiptOutbox.length > MAX_OUTBOX) this.receiptOutbox.shift();
    return { success: true };
  }

  /** Staging: the receipts asked for so far, latest last. */
  receiptRequestsSoFar(): readonly ReceiptRequestRecord[] {
    return [...this.receiptOutbox];
  }

  /** checkout 7: a client log. Only the latest are kept: the simulator must not grow without end. */
  logFromClient(restaurantId: RestaurantId, body: unknown): void {
    this.establishments.settings(restaurantId);
    const entry = body as Partial<ClientLogEntry> | null;
    if (entry?.level !== 'warn') throw new SimulatorError('bad_request', 'level must be warn', 'level');
    if (typeof entry.message !== 'string' || entry.message.length > 2_000) {
      throw new SimulatorError('bad_request', 'message is a text of at most 2000 characters', 'message');
    }
    this.store.addClientLog({ level: 'warn', restaurantId, message: entry.message }, this.now(), MAX_CLIENT_LOGS);
  }

  clientLogsSoFar(): readonly ClientLogEntry[] {
    return this.store.clientLogs();
  }

  private now(): string {
    return this.clock.now().toUTC().toISO() ?? '';
  }
}
