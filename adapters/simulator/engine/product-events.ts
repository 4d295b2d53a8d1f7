import type { Product } from '../../../core/domain/catalogue/catalogue';
import { PRODUCT_EVENT_KINDS } from '../../../core/ports/product-event-tracker';
import type { ProductEventKind } from '../../../core/ports/product-event-tracker';
import { BoundedLog } from './bounded-log';
import { SimulatorError } from './simulator-error';

/** One product click or suggestion pick the simulator recorded (browsing 7). */
export interface ProductEventRecord {
  readonly restaurantId: string;
  readonly event: ProductEventKind;
  readonly productId: number;
  readonly productType: number;
  readonly trackedAt: string;
}

/** The newest events kept: the simulator must not grow without end. */
const MAX_EVENTS = 1_000;

/**
 * browsing 7: the product clicks and suggestion picks, in memory (a sandbox of the platform's analytics),
 * read by staging (`GET /_simulator/product-events`). The product must be on the restaurant's menu and
 * the type sent must be its own: the client's word is not taken for either.
 */
export class ProductEvents {
  private readonly events = new BoundedLog<ProductEventRecord>(MAX_EVENTS);

  record(restaurantId: string, products: readonly Product[], body: unknown, trackedAt: string): void {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const { event, product_id: productId, product_type: productType } = fields;
    if (typeof event !== 'string' || !(PRODUCT_EVENT_KINDS as readonly string[]).includes(event)) {
      throw new SimulatorError('unprocessable', `event is one of ${PRODUCT_EVENT_KINDS.join(', ')}`, 'event');
    }
    if (!Number.isSafeInteger(productId) || (productId as number) <= 0) throw new SimulatorError('unprocessable', 'product_id is a whole number', 'product_id');
    if (!Number.isSafeInteger(productType)) throw new SimulatorError('unprocessable', 'product_type is 0, 1, 2 or 3', 'product_type');
    const product = products.find((candidate) => candidate.id === productId);
    if (!product) throw new SimulatorError('unprocessable', `no product ${String(productId)} on the menu of ${restaurantId}`, 'product_id');
    if (product.product_type !== productType) throw new SimulatorError('unprocessable', `product ${String(productId)} is of type ${product.product_type}`, 'product_type');
    this.events.add({ restaurantId, event: event as ProductEventKind, productId: product.id, productType: product.product_type, trackedAt });
  }

  soFar(): readonly ProductEventRecord[] {
    return this.events.soFar();
  }

  clear(): void {
    this.events.clear();
  }
}
