import type { FastifyInstance } from 'fastify';
import { PUSH_ROUTES } from '../../platform-api/push-api';
import type { SimulatorPush } from '../push/simulator-push';
import type { OwnAddress } from './staging-guard';
import { stagingGuard } from './staging-guard';

/**
 * accounts 7: POST notify/token { firebase_id, restaurant_id, type }; its answer is not shown (ours: 200
 * { success: true }). A bad body is a 400 naming the field, an unknown establishment a 404 (the server's
 * error handler answers SimulatorError).
 */
export function registerPushRoutes(app: FastifyInstance, push: SimulatorPush): void {
  app.post(PUSH_ROUTES.token, async (request) => push.register(request.body));
}

/** Staging (behind the guard): support reads an establishment's registrations (`ordering sim push-list`). */
export function registerPushStaging(app: FastifyInstance, push: SimulatorPush, address: () => OwnAddress | null): void {
  app.addHook('onRequest', stagingGuard(address));
  app.get<{ Params: { restaurantId: string } }>(PUSH_ROUTES.registrations, async (request) => push.list(request.params.restaurantId));
}
