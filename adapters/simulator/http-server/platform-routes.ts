import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADERS, PLATFORM_ROUTES } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';
import { registerGroupOrderRoutes } from './group-order-routes';
import { registerAddressSearchRoutes } from './address-search-routes';
import { registerOrderAttemptRoute } from './order-attempt-route';
import { ACCESS_TOKEN_HEADER } from '../../platform-api/account-api';
import { OrderGroupCommit } from './order-group-commit';

type RestaurantParams = { Params: { restaurantId: string } };

/** The platform's public API (browsing 7, checkout 7), answered by the engine. */
export function registerPlatformRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  // Issue 17: the orders read in the same turn share one commit, each answered after it (order-group-commit.ts).
  const intake = new OrderGroupCommit(engine);
  app.get<RestaurantParams>(PLATFORM_ROUTES.restaurant, async (request) => engine.settings(request.params.restaurantId));

  app.get<RestaurantParams>(PLATFORM_ROUTES.products, async (request) => {
    const { categories, products, formulas } = engine.catalogue(request.params.restaurantId);
    return { categories, products, formulas };
  });

  app.get<RestaurantParams>(PLATFORM_ROUTES.productOptions, async (request) => ({
    product_options: engine.catalogue(request.params.restaurantId).options,
  }));

  app.get<RestaurantParams>(PLATFORM_ROUTES.allergens, async (request) => ({
    allergens: engine.catalogue(request.params.restaurantId).allergens,
  }));

  // checkout 7: data holds order_number and redirectionUrl; checkout 8: a refusal is read from `err`.
  app.post<RestaurantParams>(PLATFORM_ROUTES.placeOrder, async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADERS.key];
    if (Array.isArray(key)) throw new SimulatorError('bad_request', 'one idempotency key per request', 'Idempotency-Key');
    const token = request.headers[ACCESS_TOKEN_HEADER];
    const outcome = await intake.place(request.params.restaurantId, request.body, {
      ...(key !== undefined && { idempotencyKey: key }),
      ...(typeof token === 'string' && { accessToken: token }),
    });
    if (outcome.replayed) void reply.header(IDEMPOTENCY_HEADERS.replayed, 'true');
    if (outcome.accepted) return { data: outcome.order };
    return reply.code(422).send(outcome.rejection);
  });

  app.post<RestaurantParams>(PLATFORM_ROUTES.clientLog, async (request, reply) => {
    engine.logFromClient(request.params.restaurantId, request.body);
    return reply.code(204).send();
  });

  app.post<RestaurantParams>(PLATFORM_ROUTES.future, async (request) => engine.suggestionsFor(request.params.restaurantId, request.body));

  app.get<RestaurantParams>(PLATFORM_ROUTES.bestSellers, async (request) => ({ best_sellers: engine.bestSellers(request.params.restaurantId) }));

  app.get<RestaurantParams>(PLATFORM_ROUTES.roomDirectory, async (request) => ({ room_directory: engine.roomDirectory(request.params.restaurantId) }));
  // browsing 7 "Highlight product fetch" (our path); the service id is bounded by the engine (digits only).
  app.get<{ Params: { restaurantId: string; serviceId: string } }>(PLATFORM_ROUTES.highlightProduct, async (request) => ({
    highlightProduct: engine.highlightProduct(request.params.restaurantId, request.params.serviceId),
  }));
  app.post<RestaurantParams>(PLATFORM_ROUTES.roomDirectoryClick, async (request, reply) => {
    engine.recordRoomDirectoryClick(request.params.restaurantId, request.body);
    return reply.code(204).send();
  });

  app.post<RestaurantParams>(PLATFORM_ROUTES.productEvent, async (request, reply) => {
    engine.recordProductEvent(request.params.restaurantId, request.body);
    return reply.code(204).send();
  });

  app.post<RestaurantParams>(PLATFORM_ROUTES.receiptRequest, async (request) => engine.requestReceipt(request.params.restaurantId, request.body));
  app.post<RestaurantParams>(PLATFORM_ROUTES.shareCart, async (request, reply) => reply.code(201).send(engine.shareCart(request.params.restaurantId, request.body)));

  app.get<{ Params: { restaurantId: string; cartId: string } }>(PLATFORM_ROUTES.sharedCart, async (request) => ({
    basket: engine.sharedCart(request.params.restaurantId, request.params.cartId),
  }));

  app.get<{ Params: { orderNumber: string }; Querystring: { restaurant_token?: string } }>(PLATFORM_ROUTES.trackOrder, async (request) => {
    const restaurantToken = request.query.restaurant_token;
    if (!restaurantToken) throw new SimulatorError('bad_request', 'restaurant_token is required', 'restaurant_token');
    return engine.trackAnswer(restaurantToken, request.params.orderNumber);
  });

  // checkout 7: "Place group order" (order/multiRestaurant) and its reading back.
  registerGroupOrderRoutes(app, engine);
  // Ours: the delivery address search (checkout 3 deliveryData latitude, longitude).
  registerAddressSearchRoutes(app, engine);
  // Ours (issue 15.5): what became of an order attempt whose answer was lost.
  registerOrderAttemptRoute(app, engine);
}
