import type { FastifyInstance } from 'fastify';
import { CONFLICT_REFUSALS } from '../../../core/domain/bill-split/bill-split';
import type { ShareRefusal } from '../../../core/domain/bill-split/bill-split';
import { IDEMPOTENCY_HEADERS } from '../../platform-api/platform-api';
import { TABLE_ROUTES } from '../../platform-api/table-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { registerTableSharePaymentPage } from './table-share-payment-page';

/**
 * checkout 7 and browsing 2.5: the table's bill. The table number is bounded by the engine (a whole number,
 * 400 otherwise); an unknown establishment is a 404.
 */
export function registerTableRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get<{ Querystring: { tableNumber?: string; restaurantToken?: string } }>(TABLE_ROUTES.currentTransaction, async (request) =>
    engine.tableTransaction(request.query.restaurantToken ?? '', request.query.tableNumber ?? ''),
  );
  // checkout 7, "Order status by transaction": data stays null while the platform validates the order.
  app.get<{ Querystring: { t?: string; s?: string } }>(TABLE_ROUTES.transactionOrderStatus, async (request) => ({
    data: engine.transactionOrderStatus(request.query.t ?? '', request.query.s ?? ''),
  }));
  // browsing 2.5, the hub (the call is ours: the spec names the table's bill, not its path): the open bill,
  // else the last one the table paid, else none. It changes with every order and payment: never cached.
  app.get<{ Querystring: { tableNumber?: string; restaurantToken?: string } }>(TABLE_ROUTES.bill, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(engine.tableHubBill(request.query.restaurantToken ?? '', request.query.tableNumber ?? '')),
  );
  // Issue 20 item 2: a share of the bill, recomputed and held in one transaction, its payment opened with the
  // sandbox provider (table-share-payments.ts); it is paid on the provider's page, never on the client's word.
  app.post<{ Querystring: { tableNumber?: string; restaurantToken?: string } }>(TABLE_ROUTES.billShares, async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADERS.key];
    const outcome = engine.tableShares.reserve(request.query.restaurantToken ?? '', request.query.tableNumber ?? '', request.body, key);
    if (outcome.status === 'refused') {
      const status = CONFLICT_REFUSALS.includes(outcome.refusal) ? 409 : 422;
      return reply.code(status).send({ error: outcome.refusal, message: REFUSAL_MESSAGES[outcome.refusal] });
    }
    if (outcome.replayed) void reply.header(IDEMPOTENCY_HEADERS.replayed, 'true');
    const { replayed: _replayed, ...answer } = outcome;
    return reply.send(answer);
  });
  // Issue 20 item 2: where a share stands (back from the provider's page); 404 for another table's share.
  app.get<{ Querystring: { shareId?: string; tableNumber?: string; restaurantToken?: string } }>(TABLE_ROUTES.billShare, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(engine.tableShares.status(request.query.restaurantToken ?? '', request.query.tableNumber ?? '', request.query.shareId)),
  );
  registerTableSharePaymentPage(app, engine);
}

/** What each refusal means, for whoever reads the answer (the storefront shows its own words). */
const REFUSAL_MESSAGES: Readonly<Record<ShareRefusal, string>> = {
  bad_parts: 'an equal share is of 2 to 50 parts',
  bad_amount: 'an amount is a whole number of cents from 1',
  no_items: 'choose one or more items, each once, that cost something',
  unknown_item: 'an item is not on this bill',
  bad_tip: 'a tip is a whole number of cents from 0 to 50000',
  nothing_left: 'nothing is left to pay on this bill',
  item_paid: 'an item chosen is already paid',
  item_paying: 'an item chosen is being paid by another guest',
  more_than_left: 'the share is more than what is left to pay',
  amount_changed: 'the bill changed: the share no longer comes to the amount shown',
};
